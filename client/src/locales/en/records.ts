// English strings of the records screens: the reference catalogue of the `records` namespace.
import type { Catalogue } from '../catalogue';

export const records = {
  filter: 'Record type',
  filters: {
    all: 'All',
    deposit: 'Deposits',
    withdrawal: 'Withdrawals',
    order: 'Trades',
    adjustment: 'Adjustments',
    savings: 'Savings',
  },
  actions: {
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    order: 'Trade',
    adjustment: 'Balance adjustment',
    savings_in: 'Moved into savings',
    savings_out: 'Moved out of savings',
    savings_earnings: 'Savings earnings',
    other: 'Balance change',
  },
  states: {
    completed: 'Completed',
    under_review: 'Under Review',
    paid: 'Paid Out',
    refunded: 'Refunded',
    placed: 'Placed',
    won: 'Won',
    lost: 'Lost',
    sold: 'Sold early',
  },
  kinds: {
    deposit: 'Deposit',
    withdrawal_freeze: 'Withdrawal request',
    withdrawal_payout: 'Withdrawal paid out',
    withdrawal_refund: 'Withdrawal refunded',
    order_stake: 'Trade amount',
    order_payout: 'Trade payout',
    order_refund: 'Trade refund',
    order_sale: 'Early close',
    adjustment: 'Balance adjustment',
    savings_in: 'Moved into savings',
    savings_out: 'Moved out of savings',
    savings_earnings: 'Savings earnings',
    other: 'Balance change',
  },
  buckets: {
    available: 'Available',
    frozen: 'Frozen',
    savings: 'Savings',
    other: 'Balance',
  },
  entries: 'Balance changes',
  openSource: {
    order: 'View the trade',
    deposit: 'View the deposit',
    withdrawal: 'View withdrawals',
    savings: 'View savings details',
  },
  balanceAfter: 'Balance {{amount}}',
  empty: 'No fund records yet',
  emptyFiltered: 'No records of this type',
  depositNow: 'Deposit now',
};

export type RecordsMessages = Catalogue<typeof records>;
