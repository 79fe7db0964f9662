// Each user's earnings of each day: the record of what a roll credited, and its once-per-day guard.
import type { Queryable } from '../platform/db/pool';

/** Records the earnings of `day`, `amounts[i]` cents for `userIds[i]`, in one statement. */
export async function insertEarnings(
  db: Queryable,
  day: string,
  userIds: readonly number[],
  amounts: readonly number[],
): Promise<void> {
  await db.query(
    `INSERT INTO savings_earnings (user_id, day, amount)
     SELECT user_id, $3::date, amount FROM unnest($1::bigint[], $2::bigint[]) AS e (user_id, amount)`,
    [userIds, amounts, day],
  );
}
