import type { Balances } from '@tempo/shared';
import type { DbClient } from '../platform/db/pool';
import { AppError } from '../platform/AppError';
import type { LedgerEntryInput } from './postLedgerEntry';

// One statement for the whole batch: the totals per user move each balance row once, and every
// entry gets its own ledger row whose balance_after is the final balance less the entries after it
// (in the order given). The UPDATE skips a row that any bucket would take below zero, so a short
// count of updated rows means an overdraft: the caller's transaction is then refused whole.
const POST_BATCH_SQL = `
  WITH entries AS (
    SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[], $5::text[], $6::text[])
      WITH ORDINALITY AS e (user_id, bucket, kind, amount, ref_type, ref_id, n)
  ),
  totals AS (
    SELECT user_id,
           coalesce(sum(amount) FILTER (WHERE bucket = 'available'), 0) AS available,
           coalesce(sum(amount) FILTER (WHERE bucket = 'frozen'), 0) AS frozen,
           coalesce(sum(amount) FILTER (WHERE bucket = 'savings'), 0) AS savings,
           coalesce(sum(amount) FILTER (WHERE bucket = 'demo'), 0) AS demo
    FROM entries GROUP BY user_id
  ),
  updated AS (
    UPDATE balances b SET available = b.available + t.available, frozen = b.frozen + t.frozen,
                          savings = b.savings + t.savings, demo = b.demo + t.demo, updated_at = now()
    FROM totals t
    WHERE b.user_id = t.user_id
      AND b.available + t.available >= 0 AND b.frozen + t.frozen >= 0
      AND b.savings + t.savings >= 0 AND b.demo + t.demo >= 0
    RETURNING b.user_id, b.available, b.frozen, b.savings, b.demo
  ),
  appended AS (
    INSERT INTO ledger_entries (user_id, bucket, kind, amount, balance_after, ref_type, ref_id)
    SELECT e.user_id, e.bucket, e.kind, e.amount,
           CASE e.bucket WHEN 'available' THEN u.available WHEN 'frozen' THEN u.frozen
                         WHEN 'savings' THEN u.savings ELSE u.demo END
             - coalesce(sum(e.amount) OVER (PARTITION BY e.user_id, e.bucket ORDER BY e.n
                                            ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0),
           e.ref_type, e.ref_id
    FROM entries e JOIN updated u USING (user_id)
    ORDER BY e.n
  )
  SELECT user_id AS "userId", available, frozen, savings, demo FROM updated`;

/**
 * Posts many ledger entries in one statement (a second of settled orders, a tick's worth of
 * placements) and returns every touched user's balances after them. Must run inside the caller's
 * transaction. Balance rows are locked in user order first, so two batches sharing users never
 * deadlock. Entries that would overdraw a bucket throw INSUFFICIENT_BALANCE and leave the
 * transaction to be rolled back: callers decide debits under the lock taken by `lockBalances`.
 */
export async function postLedgerEntries(
  tx: DbClient,
  entries: readonly LedgerEntryInput[],
): Promise<Map<number, Balances>> {
  if (!entries.length) return new Map();
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw new RangeError(`Ledger amount must be a non-zero whole number of cents, got ${entry.amount}`);
    }
  }
  const userIds = [...new Set(entries.map((entry) => entry.userId))];
  await lockBalances(tx, userIds);
  const { rows } = await tx.query<Balances & { userId: number }>({
    name: 'post-ledger-entries',
    text: POST_BATCH_SQL,
    values: [
      entries.map((entry) => entry.userId),
      entries.map((entry) => entry.bucket),
      entries.map((entry) => entry.kind),
      entries.map((entry) => entry.amount),
      entries.map((entry) => entry.ref.type),
      entries.map((entry) => String(entry.ref.id)),
    ],
  });
  if (rows.length !== userIds.length) throw new AppError('INSUFFICIENT_BALANCE');
  return new Map(rows.map(({ userId, ...balances }) => [userId, balances]));
}

/**
 * Locks the balance rows of `userIds` in user order (the one order every batch writer uses) and
 * returns them. Locking an already-locked row again in the same transaction costs one round trip
 * and no wait.
 */
export async function lockBalances(tx: DbClient, userIds: readonly number[]): Promise<Map<number, Balances>> {
  const sorted = [...new Set(userIds)].sort((a, b) => a - b);
  const { rows } = await tx.query<Balances & { userId: number }>({
    name: 'lock-balances',
    text: `SELECT user_id AS "userId", available, frozen, savings, demo FROM balances
           WHERE user_id = ANY($1) ORDER BY user_id FOR UPDATE`,
    values: [sorted],
  });
  return new Map(rows.map(({ userId, ...balances }) => [userId, balances]));
}
