// Simplified Chinese strings of the records screens.
import type { RecordsMessages } from '../en/records';

export const records: RecordsMessages = {
  filter: '记录类型',
  filters: {
    all: '全部',
    deposit: '充值',
    withdrawal: '提现',
    order: '交易',
    adjustment: '调账',
    savings: '余额宝',
  },
  kinds: {
    deposit: '充值',
    withdrawal_freeze: '提现申请',
    withdrawal_payout: '提现到账',
    withdrawal_refund: '提现退回',
    order_stake: '下单扣款',
    order_payout: '交易结算',
    order_refund: '交易退款',
    adjustment: '余额调整',
    savings_in: '转入余额宝',
    savings_out: '余额宝转出',
    savings_earnings: '余额宝收益',
    other: '余额变动',
  },
  buckets: {
    available: '可用',
    frozen: '冻结',
    savings: '余额宝',
    other: '余额',
  },
  balanceAfter: '余额 {{amount}}',
  empty: '暂无资金记录',
  emptyFiltered: '暂无该类型记录',
  depositNow: '立即充值',
};
