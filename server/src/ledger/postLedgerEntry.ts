import type { Balances, Cents } from '@tempo/shared';
import type { DbClient } from '../platform/db/pool';
import { AppError } from '../platform/AppError';

export const BUCKETS = ['available', 'frozen', 'savings', 'demo'] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface LedgerEntryInput {
  userId: number;
  bucket: Bucket;
  /** What moved the money, e.g. `adjustment`, `order_stake`, `order_payout`. */
  kind: string;
  /** Signed cents: positive credits the bucket, negative debits it. */
  amount: Cents;
  /** The business record behind the change. */
  ref: { type: string; id: string | number };
}

export interface LedgerEntry {
  id: number;
  balanceAfter: number;
  /** Every bucket of the user after the change, for the `balance` event. */
  balances: Balances;
}

// The bucket name is interpolated, never user input: it comes from this closed list. One
// statement changes the bucket and appends its ledger row, so the row lock is held no longer than
// needed; a debit that would go below zero updates nothing and so inserts nothing.
const POST_BY_BUCKET: Record<Bucket, string> = Object.fromEntries(
  BUCKETS.map((bucket) => [
    bucket,
    `WITH updated AS (
       UPDATE balances SET ${bucket} = ${bucket} + $2, updated_at = now()
       WHERE user_id = $1 AND ${bucket} + $2 >= 0
       RETURNING available, frozen, savings, demo, ${bucket} AS balance
     ),
     inserted AS (
       INSERT INTO ledger_entries (user_id, bucket, kind, amount, balance_after, ref_type, ref_id)
       SELECT $1, '${bucket}', $3, $2, balance, $4, $5 FROM updated
       RETURNING id, balance_after
     )
     SELECT i.id, i.balance_after AS "balanceAfter",
            json_build_object('available', u.available, 'frozen', u.frozen, 'savings', u.savings, 'demo', u.demo)
              AS balances
     FROM inserted i, updated u`,
  ]),
) as Record<Bucket, string>;

/**
 * Changes one bucket of one user's balance and appends the ledger row that explains it. Must run
 * inside the caller's transaction (`tx`), so the change and its business record commit together.
 * The row lock taken by the UPDATE serialises concurrent changes to the same user; a debit that
 * would take the bucket below zero changes nothing and throws INSUFFICIENT_BALANCE.
 */
export async function postLedgerEntry(tx: DbClient, entry: LedgerEntryInput): Promise<LedgerEntry> {
  if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
    throw new RangeError(`Ledger amount must be a non-zero whole number of cents, got ${entry.amount}`);
  }
  const { rows } = await tx.query<LedgerEntry>(POST_BY_BUCKET[entry.bucket], [
    entry.userId,
    entry.amount,
    entry.kind,
    entry.ref.type,
    String(entry.ref.id),
  ]);
  if (!rows[0]) throw new AppError('INSUFFICIENT_BALANCE');
  return rows[0];
}
