// Traditional Chinese (Taiwan) strings of the records screens.
import type { RecordsMessages } from '../en/records';

export const records: RecordsMessages = {
  filter: '紀錄類型',
  filters: {
    all: '全部',
    deposit: '入金',
    withdrawal: '出金',
    order: '交易',
    adjustment: '調整',
    savings: '餘額寶',
  },
  kinds: {
    deposit: '入金',
    withdrawal_freeze: '出金申請',
    withdrawal_payout: '出金完成',
    withdrawal_refund: '出金退回',
    order_stake: '下單扣款',
    order_payout: '交易結算',
    order_refund: '交易退款',
    adjustment: '餘額調整',
    savings_in: '轉入餘額寶',
    savings_out: '餘額寶轉出',
    savings_earnings: '餘額寶收益',
    other: '餘額變動',
  },
  buckets: {
    available: '可用',
    frozen: '凍結',
    savings: '餘額寶',
    other: '餘額',
  },
  balanceAfter: '餘額 {{amount}}',
  empty: '尚無資金紀錄',
  emptyFiltered: '尚無此類型紀錄',
  depositNow: '立即入金',
};
