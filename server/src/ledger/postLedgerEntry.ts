import type { DbClient } from '../platform/db/pool';
import { AppError } from '../platform/http/AppError';

export const BUCKETS = ['available', 'frozen', 'savings', 'demo'] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface LedgerEntryInput {
  userId: number;
  bucket: Bucket;
  /** What moved the money, e.g. `adjustment`, `order_stake`, `order_payout`. */
  kind: string;
  /** Signed cents: positive credits the bucket, negative debits it. */
  amount: number;
  /** The business record behind the change. */
  ref: { type: string; id: string | number };
}

export interface LedgerEntry {
  id: number;
  balanceAfter: number;
}

// The bucket name is interpolated, never user input: it comes from this closed list.
const UPDATE_BY_BUCKET: Record<Bucket, string> = Object.fromEntries(
  BUCKETS.map((bucket) => [
    bucket,
    `UPDATE balances SET ${bucket} = ${bucket} + $2, updated_at = now()
     WHERE user_id = $1 AND ${bucket} + $2 >= 0
     RETURNING ${bucket} AS balance`,
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
  const updated = await tx.query<{ balance: number }>(UPDATE_BY_BUCKET[entry.bucket], [
    entry.userId,
    entry.amount,
  ]);
  const balanceAfter = updated.rows[0]?.balance;
  if (balanceAfter === undefined) throw new AppError('INSUFFICIENT_BALANCE');
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO ledger_entries (user_id, bucket, kind, amount, balance_after, ref_type, ref_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      entry.userId,
      entry.bucket,
      entry.kind,
      entry.amount,
      balanceAfter,
      entry.ref.type,
      String(entry.ref.id),
    ],
  );
  return { id: inserted.rows[0]!.id, balanceAfter };
}
