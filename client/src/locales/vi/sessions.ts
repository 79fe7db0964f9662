// Vietnamese strings of the security screen.
import type { SessionsMessages } from '../en/sessions';

export const sessions: SessionsMessages = {
  intro:
    'Các thiết bị đang đăng nhập vào tài khoản của bạn và mọi lần đăng nhập trong {{days}} ngày qua. Nếu thấy lần nào không phải của bạn, hãy đăng xuất thiết bị đó và đổi mật khẩu đăng nhập.',
  unknownDevice: 'Thiết bị không xác định',
  address: 'Địa chỉ IP {{ip}}',
  devices: {
    title: 'Thiết bị đang đăng nhập',
    thisDevice: 'Thiết bị này',
    since: 'Đăng nhập lúc {{time}}',
    logOut: 'Đăng xuất',
    logOutLabel: 'Đăng xuất {{device}}',
    noOthers: 'Không có thiết bị nào khác đang đăng nhập.',
    endOthers: 'Đăng xuất tất cả thiết bị khác',
    confirmTitle: 'Đăng xuất tất cả thiết bị khác?',
    confirmMessage:
      'Mọi thiết bị trừ thiết bị này sẽ bị đăng xuất ngay và phải nhập mật khẩu để đăng nhập lại.',
    confirm: 'Đăng xuất',
    cancel: 'Hủy',
    ended: 'Đã đăng xuất thiết bị',
    endedOthers: 'Số thiết bị đã đăng xuất: {{count}}',
    loadFailed: 'Không tải được danh sách thiết bị',
  },
  history: {
    title: 'Lịch sử đăng nhập',
    period: '{{days}} ngày gần nhất, mới nhất ở trên',
    succeeded: 'Thành công',
    failed: 'Thất bại',
    methods: {
      password: 'Mật khẩu',
      passkey: 'Khóa truy cập',
    },
    withSecondFactor: '{{method}} + {{factor}}',
    secondFactors: {
      totp: 'ứng dụng xác thực',
      passkey: 'khóa truy cập',
      'recovery-code': 'mã khôi phục',
    },
    empty: 'Không có lần đăng nhập nào trong {{days}} ngày qua',
    loadFailed: 'Không tải được lịch sử đăng nhập',
  },
};
