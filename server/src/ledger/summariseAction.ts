import {
  cents,
  FUND_RECORD_BUCKETS,
  FUND_RECORD_KINDS,
  type Cents,
  type FundRecordBucket,
  type FundRecordKind,
  type FundRecordState,
} from '@tempo/shared';
import type { LedgerAction } from './listLedgerActions';

/** What an action did, read from its rows alone (L11, L12). */
export interface ActionSummary {
  kind: FundRecordKind;
  state: FundRecordState;
  /** Signed cents: the action's rows in `bucket`, summed. */
  amount: Cents;
  bucket: FundRecordBucket;
}

/** L12: the groups whose record is named by the group; savings is named by its kind. */
const KIND_OF_GROUP: Record<string, FundRecordKind> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  order: 'order',
  adjustment: 'adjustment',
};

/** L12: the kind of an action: its group's, a savings action's own (`savings_in`…), else `other`. */
function kindOf(action: LedgerAction): FundRecordKind {
  const named = KIND_OF_GROUP[action.group];
  if (named) return named;
  const first = action.rows[0]!.kind;
  return action.group === 'savings' && (FUND_RECORD_KINDS as readonly string[]).includes(first)
    ? (first as FundRecordKind)
    : 'other';
}

/**
 * L12: where the money stands. A withdrawal's payout row pays it and its refund row refunds it
 * (each is written once, in the decision's transaction); before either it is frozen, under review.
 * A trade's payout row means it won, its sale row that it was sold before its expiry (E5 of
 * orders/SPEC.md), and its refund row that its stake came back (a draw or a void order); with its stake alone it is placed (holding, or lost: a loss writes no row).
 */
function stateOf(action: LedgerAction): FundRecordState {
  const has = (kind: string) => action.rows.some((row) => row.kind === kind);
  if (action.group === 'withdrawal') {
    if (has('withdrawal_payout')) return 'paid';
    return has('withdrawal_refund') ? 'refunded' : 'under_review';
  }
  if (action.group === 'order') {
    if (has('order_payout')) return 'won';
    if (has('order_sale')) return 'sold';
    return has('order_refund') ? 'refunded' : 'placed';
  }
  return 'completed';
}

/**
 * L11: the bucket a record counts on is the available balance whenever one of its rows moved it
 * (a withdrawal's freeze is money gone from it, not money added to the frozen bucket); else the
 * bucket of its first row (savings earnings go to savings). Its amount is its rows there, summed.
 */
function bucketOf(action: LedgerAction): FundRecordBucket {
  if (action.rows.some((row) => row.bucket === 'available')) return 'available';
  const first = action.rows[0]!.bucket;
  if (!(FUND_RECORD_BUCKETS as readonly string[]).includes(first)) {
    throw new RangeError(`Not a real-money bucket: ${first}`);
  }
  return first as FundRecordBucket;
}

/** What `action` did to the trader's money, in one line of their fund records. */
export function summariseAction(action: LedgerAction): ActionSummary {
  const bucket = bucketOf(action);
  const amount = action.rows.reduce((sum, row) => (row.bucket === bucket ? sum + row.amount : sum), 0);
  return { kind: kindOf(action), state: stateOf(action), amount: cents(amount), bucket };
}
