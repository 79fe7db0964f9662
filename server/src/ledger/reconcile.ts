import type { Queryable } from '../platform/db/pool';

export interface LedgerMismatch {
  userId: number;
  bucket: string;
  balance: number;
  ledgerSum: number;
}

/**
 * Every bucket of every user whose balance differs from the sum of its ledger rows, or whose last
 * ledger row's balance_after differs from the balance. An empty list means the books reconcile.
 */
export async function findLedgerMismatches(db: Queryable): Promise<LedgerMismatch[]> {
  const { rows } = await db.query<LedgerMismatch>(`
    WITH buckets AS (
      SELECT user_id, 'available' AS bucket, available AS balance FROM balances
      UNION ALL SELECT user_id, 'frozen', frozen FROM balances
      UNION ALL SELECT user_id, 'savings', savings FROM balances
      UNION ALL SELECT user_id, 'demo', demo FROM balances
    ),
    sums AS (
      SELECT user_id, bucket, sum(amount)::bigint AS ledger_sum,
             (array_agg(balance_after ORDER BY id DESC))[1] AS last_after
      FROM ledger_entries GROUP BY user_id, bucket
    )
    SELECT b.user_id AS "userId", b.bucket, b.balance, coalesce(s.ledger_sum, 0)::bigint AS "ledgerSum"
    FROM buckets b LEFT JOIN sums s USING (user_id, bucket)
    WHERE b.balance <> coalesce(s.ledger_sum, 0) OR b.balance <> coalesce(s.last_after, 0)
    ORDER BY b.user_id, b.bucket`);
  return rows;
}
