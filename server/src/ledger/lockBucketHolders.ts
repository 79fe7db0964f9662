import type { DbClient } from '../platform/db/pool';
import type { Bucket } from './postLedgerEntry';

/** Every user holding money in a bucket, in user order, with the bucket's balance in cents. */
export interface BucketHolders {
  userIds: number[];
  balances: number[];
}

// The bucket name is interpolated, never user input: it comes from the closed list of buckets.
const lockSql = (bucket: Bucket) => `
  SELECT coalesce(array_agg(user_id ORDER BY user_id), '{}') AS "userIds",
         coalesce(array_agg(${bucket} ORDER BY user_id), '{}') AS balances
  FROM (SELECT user_id, ${bucket} FROM balances WHERE ${bucket} > 0 ORDER BY user_id FOR UPDATE) holders`;

/**
 * Locks the balance rows of every user whose `bucket` is above zero, in user order (the order
 * every batch writer uses), and returns them with that bucket's balance: what a set-based credit
 * to all of them (a day's savings earnings) works out its amounts from, with no change slipping
 * in between. Must run inside the caller's transaction; the locks last until it ends.
 */
export async function lockBucketHolders(tx: DbClient, bucket: Bucket): Promise<BucketHolders> {
  // bigint arrays arrive as strings: ids and cents stay far below 2^53.
  const { rows } = await tx.query<{ userIds: string[]; balances: string[] }>({
    name: `lock-bucket-holders-${bucket}`,
    text: lockSql(bucket),
  });
  return { userIds: rows[0]!.userIds.map(Number), balances: rows[0]!.balances.map(Number) };
}
