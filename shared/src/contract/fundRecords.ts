// Fund records: a trader's real-money ledger rows, newest first. Money in cents; times in epoch ms.
import { z } from 'zod';
import { centsField, epochMsField } from '../domain/units';
import { idParam } from './fields';

/**
 * What a record can be filtered by. A ledger kind is its group, alone or followed by `_` and a
 * step: `order` covers `order_stake`, `order_payout` and `order_refund`; `withdrawal` covers
 * `withdrawal_freeze`, its payout and its refund.
 */
export const FUND_RECORD_GROUPS = ['deposit', 'withdrawal', 'order', 'adjustment', 'savings'] as const;
export type FundRecordGroup = (typeof FUND_RECORD_GROUPS)[number];

export const fundRecordQuery = z.object({
  kind: z.enum(FUND_RECORD_GROUPS, { error: 'VALIDATION_FAILED' }).optional(),
  /** Records older than this id (the last one of the previous page). */
  cursor: idParam.optional(),
  limit: z.coerce.number({ error: 'VALIDATION_FAILED' }).int().min(1).max(100).default(20),
});

/** One ledger row of the trader. */
export const fundRecordView = z.object({
  id: z.number().int(),
  /** The ledger kind, e.g. `deposit`, `order_stake`, `withdrawal_freeze`, `adjustment`. */
  kind: z.string(),
  /** Which balance moved: `available`, `frozen` or `savings`. */
  bucket: z.string(),
  /** Signed cents: positive credits the bucket, negative debits it. */
  amount: centsField,
  /** The bucket's balance right after this row, in cents. */
  balanceAfter: centsField,
  /** The record behind it, to open with one tap: an order, a deposit, a withdrawal… */
  source: z.object({ type: z.string(), id: z.string() }),
  createdAt: epochMsField,
});
export type FundRecordView = z.infer<typeof fundRecordView>;

export const fundRecordPage = z.object({
  records: z.array(fundRecordView),
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: z.number().int().nullable(),
});
export type FundRecordPage = z.infer<typeof fundRecordPage>;
