// Vietnamese strings of the early close: an open order's sale price, "Close now" and its confirmation.
import type { EarlyCloseMessages } from '../en/earlyClose';

export const earlyClose: EarlyCloseMessages = {
  sellPrice: 'Giá bán',
  salePnl: 'Lãi/lỗ nếu đóng',
  closeNow: 'Đóng ngay',
  reasons: {
    SELL_WINDOW_CLOSED: 'Chưa thể đóng lúc vừa mở hoặc sắp đáo hạn',
    FEED_UNAVAILABLE: 'Hiện không có giá',
  },
  confirm: {
    title: 'Đóng lệnh này ngay?',
    price: 'Bạn nhận được',
    pnl: 'Lãi/lỗ',
    note: 'Giá thay đổi theo thị trường. Nếu giá xuống dưới mức đang hiển thị lúc bạn xác nhận, lệnh sẽ không được đóng và bạn sẽ thấy giá mới.',
    waiting: 'Đang chờ giá…',
    moved: 'Giá đã thay đổi. Vui lòng xem giá mới rồi xác nhận lại.',
    submit: 'Đóng với giá {{price}}',
    closing: 'Đang đóng lệnh…',
    keep: 'Giữ lệnh',
  },
};
