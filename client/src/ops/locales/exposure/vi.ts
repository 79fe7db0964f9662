// Mục mức rủi ro bằng tiếng Việt.
import type { Catalogue } from '../../../locales/catalogue';
import type { exposure as english } from './en';

export const exposure: Catalogue<typeof english> = {
  title: 'Mức rủi ro',
  asOf: 'Số liệu lúc {{time}} · tự cập nhật mỗi 3 giây',
  stale: 'Không cập nhật được: số liệu lúc {{time}}',
  realOnly: 'Chỉ tính lệnh tiền thật; không tính lệnh demo.',
  openStake: 'Tiền đặt lệnh đang mở',
  orders: '{{count}} lệnh đang mở',
  payoutIfWon: 'Chi trả nếu tất cả thắng',
  payoutIfWonHint: 'Tiền đặt lệnh cộng tiền thắng, nếu mọi lệnh đang mở đều thắng',
  todayStake: 'Tiền đặt lệnh đã tất toán hôm nay',
  settled: '{{count}} lệnh đã tất toán',
  todayPaidOut: 'Đã chi trả hôm nay',
  platformPnl: 'Lãi/lỗ của sàn hôm nay',
  pnlHint: 'Tiền đặt lệnh đã tất toán trừ tiền đã chi trả',
  today: 'Hôm nay, {{day}} ({{timeZone}})',
  outcome: 'Kết quả',
  count: 'Số lệnh',
  stake: 'Tiền đặt lệnh',
  paidOut: 'Đã chi trả',
  pnl: 'Lãi/lỗ của sàn',
  byProduct: 'Lệnh đang mở theo sản phẩm',
  byExpiry: 'Lệnh đang mở theo hướng và phút đáo hạn',
  bothSides:
    'Lệnh lên và lệnh xuống cùng một phút không thể cùng thắng, nên tổng các dòng này lớn hơn số tiền thực sự có thể phải trả cùng lúc.',
  product: 'Sản phẩm',
  direction: 'Hướng',
  expiryMinute: 'Đáo hạn trong phút',
  noneOpen: 'Không có lệnh tiền thật nào đang mở',
};
