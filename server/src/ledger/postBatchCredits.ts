import type { Cents } from '@tempo/shared';
import type { DbClient } from '../platform/db/pool';
import type { Bucket } from './postLedgerEntry';

/** The same credit, of a different amount, to many users at once: a day's savings earnings. */
export interface BatchCredits {
  bucket: Bucket;
  /** What moved the money, e.g. `savings_earnings`. */
  kind: string;
  /** The one business record behind every row, e.g. the day roll. */
  ref: { type: string; id: string | number };
  /** Each user once. */
  userIds: readonly number[];
  /** Positive cents, one per user, in the same order. */
  amounts: readonly Cents[];
}

// The rows are locked in user order first (the order every batch writer uses), so the roll and a
// batch of settlements sharing users never deadlock. Then one UPDATE adds each amount and returns
// the bucket after it, which the INSERT of the same statement writes as balance_after: one pass
// over the rows however many users, and each bucket still equals the sum of its ledger rows.
const LOCK_SQL = `
  WITH locked AS (
    SELECT user_id FROM balances WHERE user_id = ANY($1::bigint[]) ORDER BY user_id FOR UPDATE
  )
  SELECT count(*)::int AS count FROM locked`;

// The bucket name is interpolated, never user input: it comes from the closed list of buckets.
const creditSql = (bucket: Bucket) => `
  WITH credits AS (
    SELECT * FROM unnest($1::bigint[], $2::bigint[]) AS c (user_id, amount)
  ),
  updated AS (
    UPDATE balances b SET ${bucket} = b.${bucket} + c.amount, updated_at = now()
    FROM credits c
    WHERE b.user_id = c.user_id
    RETURNING b.user_id, c.amount, b.${bucket} AS balance
  ),
  appended AS (
    INSERT INTO ledger_entries (user_id, bucket, kind, amount, balance_after, ref_type, ref_id)
    SELECT user_id, '${bucket}', $3, amount, balance, $4, $5 FROM updated ORDER BY user_id
  )
  SELECT count(*)::int AS count FROM updated`;

/**
 * Credits `amounts[i]` cents to `bucket` of `userIds[i]` for every i, with one ledger row each, in
 * two statements whatever the number of users. Must run inside the caller's transaction. Throws
 * (leaving the transaction to be rolled back) when a user has no balances, appears twice, or an
 * amount is not a positive whole number of cents. Returns the number of users credited.
 */
export async function postBatchCredits(tx: DbClient, credits: BatchCredits): Promise<number> {
  const { userIds, amounts } = credits;
  if (userIds.length !== amounts.length) throw new RangeError('One amount per user is needed');
  if (!userIds.length) return 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      throw new RangeError(`A batch credit must be a positive whole number of cents, got ${amount}`);
    }
  }
  if (new Set(userIds).size !== userIds.length) throw new RangeError('A batch credits each user once');

  const locked = await tx.query<{ count: number }>({
    name: 'lock-batch-credits',
    text: LOCK_SQL,
    values: [userIds],
  });
  const credited = await tx.query<{ count: number }>({
    name: `post-batch-credits-${credits.bucket}`,
    text: creditSql(credits.bucket),
    values: [userIds, amounts, credits.kind, credits.ref.type, String(credits.ref.id)],
  });
  const count = credited.rows[0]!.count;
  if (locked.rows[0]!.count !== userIds.length || count !== userIds.length) {
    throw new RangeError(`Batch credit found balances for ${count} of ${userIds.length} users`);
  }
  return count;
}
