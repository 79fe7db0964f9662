// Japanese strings of the records screens.
import type { RecordsMessages } from '../en/records';

export const records: RecordsMessages = {
  filter: '履歴の種類',
  filters: {
    all: 'すべて',
    deposit: '入金',
    withdrawal: '出金',
    order: '取引',
    adjustment: '調整',
    savings: '貯蓄',
  },
  kinds: {
    deposit: '入金',
    withdrawal_freeze: '出金申請',
    withdrawal_payout: '出金完了',
    withdrawal_refund: '出金返金',
    order_stake: '取引購入',
    order_payout: '取引払戻',
    order_refund: '取引返金',
    adjustment: '残高調整',
    savings_in: '貯蓄へ預け入れ',
    savings_out: '貯蓄から引き出し',
    savings_earnings: '貯蓄の収益',
    other: '残高変動',
  },
  buckets: {
    available: '利用可能',
    frozen: '凍結',
    savings: '貯蓄',
    other: '残高',
  },
  balanceAfter: '残高 {{amount}}',
  empty: '資金履歴はまだありません',
  emptyFiltered: 'この種類の履歴はありません',
  depositNow: '入金する',
};
