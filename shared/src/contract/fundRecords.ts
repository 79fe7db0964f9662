// Fund records: a trader's real money, one record per thing they did (a deposit credited, a
// withdrawal with its state, a savings move…), each opening to its ledger rows; and the ledger rows
// themselves, as ops read them. Rules L10–L13 of server/src/ledger/SPEC.md. Money in cents; times
// in epoch ms.
import { z } from 'zod';
import { centsField, epochMsField } from '../domain/units';
import { idParam } from './fields';

/**
 * What a record can be filtered by. A ledger kind is its group, alone or followed by `_` and a
 * step: `order` covers `order_stake`, `order_payout`, `order_refund` and `order_sale`; `withdrawal` covers
 * `withdrawal_freeze`, its payout and its refund.
 */
export const FUND_RECORD_GROUPS = ['deposit', 'withdrawal', 'order', 'adjustment', 'savings'] as const;
export type FundRecordGroup = (typeof FUND_RECORD_GROUPS)[number];

/**
 * What the trader did (L12): a deposit credited, a withdrawal, a trade, a balance adjustment by
 * ops, a move into or out of savings, a day's savings earnings; `other` for a group this build
 * does not know.
 */
export const FUND_RECORD_KINDS = [
  'deposit',
  'withdrawal',
  'order',
  'adjustment',
  'savings_in',
  'savings_out',
  'savings_earnings',
  'other',
] as const;
export type FundRecordKind = (typeof FUND_RECORD_KINDS)[number];

/**
 * Where the money of a record stands now (L12). A withdrawal is `under_review` while frozen, then
 * `paid` or `refunded`; a trade is `placed` (its stake taken, holding or lost), then `won` or
 * `refunded` (a draw or a void order), or `sold` before its expiry; every other record is `completed` once it is written.
 */
export const FUND_RECORD_STATES = [
  'completed',
  'under_review',
  'paid',
  'refunded',
  'placed',
  'won',
  'lost',
  'sold',
] as const;
export type FundRecordState = (typeof FUND_RECORD_STATES)[number];

/** The real-money buckets: fund records show these, never the demo bucket's practice money. */
export const FUND_RECORD_BUCKETS = ['available', 'frozen', 'savings'] as const;
export type FundRecordBucket = (typeof FUND_RECORD_BUCKETS)[number];

export const fundRecordQuery = z.object({
  kind: z.enum(FUND_RECORD_GROUPS, { error: 'VALIDATION_FAILED' }).optional(),
  /** Records older than this id (the last one of the previous page). */
  cursor: idParam.optional(),
  limit: z.coerce.number({ error: 'VALIDATION_FAILED' }).int().min(1).max(100).default(20),
});

/** One ledger row: one change of one bucket. */
export const ledgerRowView = z.object({
  id: z.number().int(),
  /** The ledger kind, e.g. `deposit`, `order_stake`, `withdrawal_freeze`, `adjustment`. */
  kind: z.string(),
  /** Which balance moved: `available`, `frozen`, `savings` (or, for ops, `demo`). */
  bucket: z.string(),
  /** Signed cents: positive credits the bucket, negative debits it. */
  amount: centsField,
  /** The bucket's balance right after this row, in cents. */
  balanceAfter: centsField,
  /** The record behind it, to open with one tap: an order, a deposit, a withdrawal… */
  source: z.object({ type: z.string(), id: z.string() }),
  createdAt: epochMsField,
});
export type LedgerRowView = z.infer<typeof ledgerRowView>;

/** A page of ledger rows, newest first (ops' view of a trader's ledger). */
export const ledgerRowPage = z.object({
  records: z.array(ledgerRowView),
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: z.number().int().nullable(),
});
export type LedgerRowPage = z.infer<typeof ledgerRowPage>;

/** One row of a fund record, as the record opens to it. */
export const fundRecordEntry = ledgerRowView.omit({ source: true });
export type FundRecordEntry = z.infer<typeof fundRecordEntry>;

/** One thing the trader did with their real money, with every ledger row it wrote (L10). */
export const fundRecordView = z.object({
  /** The id of its first ledger row: its place in the list, and the cursor of the next page. */
  id: z.number().int(),
  kind: z.enum(FUND_RECORD_KINDS),
  state: z.enum(FUND_RECORD_STATES),
  /**
   * Signed cents: what it did to `bucket` in all, its rows summed (L11). A withdrawal under review
   * is the amount and fee that left the available balance, negative; refunded, it is zero.
   */
  amount: centsField,
  /** The available balance, unless the record never touched it (savings earnings: savings). */
  bucket: z.enum(FUND_RECORD_BUCKETS),
  /** The business record behind it: an order, a deposit, a withdrawal, a savings transfer… */
  source: z.object({ type: z.string(), id: z.string() }),
  /** When it began: its first row. */
  createdAt: epochMsField,
  /** When its state last changed: its last row. */
  updatedAt: epochMsField,
  /** Its ledger rows, oldest first. */
  entries: z.array(fundRecordEntry).min(1),
});
export type FundRecordView = z.infer<typeof fundRecordView>;

export const fundRecordPage = z.object({
  records: z.array(fundRecordView),
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: z.number().int().nullable(),
});
export type FundRecordPage = z.infer<typeof fundRecordPage>;
