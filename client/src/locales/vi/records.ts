// Vietnamese strings of the records screens.
import type { RecordsMessages } from '../en/records';

export const records: RecordsMessages = {
  filter: 'Loại giao dịch',
  filters: {
    all: 'Tất cả',
    deposit: 'Nạp tiền',
    withdrawal: 'Rút tiền',
    order: 'Giao dịch',
    adjustment: 'Điều chỉnh',
    savings: 'Tiết kiệm',
  },
  kinds: {
    deposit: 'Nạp tiền',
    withdrawal_freeze: 'Yêu cầu rút tiền',
    withdrawal_payout: 'Rút tiền thành công',
    withdrawal_refund: 'Hoàn tiền rút',
    order_stake: 'Tiền đặt lệnh',
    order_payout: 'Tiền thắng lệnh',
    order_refund: 'Hoàn tiền lệnh',
    adjustment: 'Điều chỉnh số dư',
    savings_in: 'Chuyển vào tiết kiệm',
    savings_out: 'Chuyển ra từ tiết kiệm',
    savings_earnings: 'Lợi nhuận tiết kiệm',
    other: 'Biến động số dư',
  },
  buckets: {
    available: 'Khả dụng',
    frozen: 'Tạm khóa',
    savings: 'Tiết kiệm',
    other: 'Số dư',
  },
  balanceAfter: 'Số dư {{amount}}',
  empty: 'Chưa có biến động số dư nào',
  emptyFiltered: 'Không có giao dịch thuộc loại này',
  depositNow: 'Nạp tiền ngay',
};
