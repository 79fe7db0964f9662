// Vietnamese strings of the inbox screens.
import type { InboxMessages } from '../en/inbox';

export const inbox: InboxMessages = {
  unreadLabel: '{{count}} chưa đọc',
  unread: 'Chưa đọc',
  justNow: 'Vừa xong',
  markAllRead: 'Đánh dấu tất cả đã đọc',
  empty: 'Chưa có thông báo nào',
  reference: {
    deposit: 'Xem yêu cầu nạp tiền',
    withdrawal: 'Xem lịch sử rút tiền',
    verification: 'Xem xác minh danh tính',
    sign_in: 'Xem lịch sử đăng nhập',
    second_factor_reset: 'Cài đặt bảo mật',
  },
};
