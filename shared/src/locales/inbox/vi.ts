// Vietnamese words of the inbox messages.
import type { InboxMessages } from '../catalogueTypes';

export const vi: InboxMessages = {
  deposit_confirmed: {
    title: 'Nạp tiền thành công',
    body: 'Yêu cầu nạp {{amount}} đã được duyệt và cộng vào số dư của bạn.',
  },
  deposit_rejected: {
    title: 'Nạp tiền thất bại',
    body: 'Yêu cầu nạp {{amount}} của bạn không được duyệt. Lý do: {{reason}}',
  },
  withdrawal_successful: {
    title: 'Rút tiền thành công',
    body: 'Yêu cầu rút {{amount}} đã được duyệt và chuyển vào tài khoản rút tiền của bạn.',
  },
  withdrawal_failed: {
    title: 'Rút tiền thất bại',
    body: 'Yêu cầu rút {{amount}} không được duyệt, số tiền đã được hoàn lại vào số dư. Lý do: {{reason}}',
  },
  verification_approved: {
    title: 'Xác minh thành công',
    body: 'Thông tin xác minh danh tính của bạn đã được duyệt.',
  },
  verification_rejected: {
    title: 'Xác minh không được duyệt',
    body: 'Thông tin xác minh danh tính của bạn không được duyệt. Lý do: {{reason}}. Vui lòng kiểm tra lại và gửi lại.',
  },
  new_device_sign_in: {
    title: 'Đăng nhập mới vào tài khoản',
    body: 'Tài khoản của bạn vừa được đăng nhập từ {{device}} lúc {{time}} ({{ip}}). Nếu không phải bạn, hãy đổi mật khẩu đăng nhập ngay và đăng xuất các thiết bị khác.',
  },
  second_factor_reset: {
    title: 'Lớp bảo mật thứ hai đã được đặt lại',
    body: 'Theo yêu cầu của bạn, đội ngũ hỗ trợ đã tắt ứng dụng xác thực, xóa các khóa truy cập và mã khôi phục, đồng thời đăng xuất mọi thiết bị. Hãy đăng nhập bằng mật khẩu và bật lại lớp bảo mật thứ hai.',
  },
};
