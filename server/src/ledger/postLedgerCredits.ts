import type { DbClient } from '../platform/db/pool';
import type { LedgerEntryInput } from './postLedgerEntry';

/**
 * Credits many balances in one statement, each with its ledger row (settling a second of orders
 * pays them all at once). Amounts must be positive: credits cannot overdraw. The balance rows are
 * locked in user order first, so two batches touching the same users never deadlock.
 */
export async function postLedgerCredits(tx: DbClient, entries: LedgerEntryInput[]): Promise<void> {
  if (!entries.length) return;
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount <= 0) {
      throw new RangeError(`A credit must be a positive whole number of cents, got ${entry.amount}`);
    }
  }
  const userIds = [...new Set(entries.map((entry) => entry.userId))].sort((a, b) => a - b);
  await tx.query('SELECT 1 FROM balances WHERE user_id = ANY($1) ORDER BY user_id FOR UPDATE', [userIds]);
  await tx.query(
    `WITH entries AS (
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
       FROM totals t WHERE b.user_id = t.user_id
       RETURNING b.user_id, b.available, b.frozen, b.savings, b.demo
     )
     INSERT INTO ledger_entries (user_id, bucket, kind, amount, balance_after, ref_type, ref_id)
     SELECT e.user_id, e.bucket, e.kind, e.amount,
            -- Each row's balance after it: the final balance less the credits that come after it.
            CASE e.bucket WHEN 'available' THEN u.available WHEN 'frozen' THEN u.frozen
                          WHEN 'savings' THEN u.savings ELSE u.demo END
              - coalesce(sum(e.amount) OVER (PARTITION BY e.user_id, e.bucket ORDER BY e.n
                                             ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0),
            e.ref_type, e.ref_id
     FROM entries e JOIN updated u USING (user_id)
     ORDER BY e.n`,
    [
      entries.map((entry) => entry.userId),
      entries.map((entry) => entry.bucket),
      entries.map((entry) => entry.kind),
      entries.map((entry) => entry.amount),
      entries.map((entry) => entry.ref.type),
      entries.map((entry) => String(entry.ref.id)),
    ],
  );
}
