import type { Queryable } from '../platform/db/pool';

/** Whether there is a user `userId`: for ops routes that answer NOT_FOUND about an unknown user. */
export async function userExists(db: Queryable, userId: number): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  return (rowCount ?? 0) > 0;
}
