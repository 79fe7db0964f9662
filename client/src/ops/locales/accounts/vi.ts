// Mục tài khoản vận hành bằng tiếng Việt.
import type { Catalogue } from '../../../locales/catalogue';
import type { accounts as english } from './en';

export const accounts: Catalogue<typeof english> = {
  title: 'Tài khoản vận hành',
  pick: 'Chọn một tài khoản để xem và thay đổi',
  empty: 'Chưa có tài khoản vận hành nào',
  create: 'Tạo tài khoản',
  createTitle: 'Thêm tài khoản vận hành',
  username: 'Tên đăng nhập',
  usernameHint:
    'Từ 3 đến 32 ký tự gồm chữ cái, chữ số, dấu chấm, gạch ngang hoặc gạch dưới, bắt đầu bằng chữ cái',
  role: 'Vai trò',
  password: 'Mật khẩu ban đầu',
  passwordHint: 'Từ {{min}} đến {{max}} ký tự. Hãy trao tận tay hoặc qua kênh đã xác minh.',
  createSubmit: 'Thêm tài khoản',
  created: 'Đã thêm tài khoản {{username}}',
  state: 'Trạng thái',
  enabled: 'Đang hoạt động',
  disabled: 'Đã khóa',
  you: 'Bạn',
  createdAt: 'Ngày tạo',
  lastLogin: 'Đăng nhập gần nhất',
  never: 'Chưa bao giờ',
  lastLoginShort: 'Đăng nhập gần nhất {{when}}',
  reloadFailed: 'Không làm mới được danh sách: thông tin đang hiển thị có thể đã cũ.',
  self: 'Đây là tài khoản của chính bạn: cần một quản trị cấp cao khác thay đổi.',
  auditedReason: 'Được ghi vào nhật ký thao tác kèm tên của bạn',
  actions: {
    label: 'Thao tác',
    role: 'Đổi vai trò',
    password: 'Đặt lại mật khẩu',
    disable: 'Khóa',
    enable: 'Mở khóa',
  },
  roleChange: {
    newRole: 'Vai trò mới',
    submit: 'Xem lại và đổi vai trò',
    confirmTitle: 'Đổi vai trò',
    confirm:
      'Chuyển {{username}} từ vai trò {{current}} sang {{role}}? Các phiên bảng điều khiển đang mở của họ sẽ bị ngắt ngay và chỉ hiển thị những gì vai trò mới được phép. Lý do: {{reason}}',
    confirmOk: 'Đổi vai trò',
    done: '{{username}} giờ có vai trò {{role}}',
  },
  disable: {
    hint: 'Các phiên bảng điều khiển đang mở của họ sẽ bị ngắt ngay và họ không thể đăng nhập cho đến khi được mở khóa.',
    submit: 'Xem lại và khóa',
    confirmTitle: 'Khóa tài khoản',
    confirm:
      'Khóa {{username}}? Các phiên bảng điều khiển đang mở của họ sẽ bị ngắt ngay và họ không thể đăng nhập cho đến khi được mở khóa. Lý do: {{reason}}',
    confirmOk: 'Khóa',
    done: 'Đã khóa {{username}}',
  },
  enable: {
    hint: 'Họ có thể đăng nhập lại bằng mật khẩu hiện tại.',
    submit: 'Mở khóa',
    done: 'Đã mở khóa {{username}}',
  },
  admitted: {
    created: '{{by}} vừa thêm tài khoản vận hành {{username}} ({{role}})',
    enabled: '{{by}} vừa mở khóa tài khoản vận hành {{username}} ({{role}})',
  },
  reset: {
    newPassword: 'Mật khẩu mới',
    hint: 'Từ {{min}} đến {{max}} ký tự. Các phiên đang mở của họ sẽ kết thúc; hãy trao mật khẩu qua kênh đã xác minh.',
    submit: 'Đặt lại mật khẩu',
    done: 'Đã đặt lại mật khẩu của {{username}}',
  },
};
