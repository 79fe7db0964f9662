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
};
