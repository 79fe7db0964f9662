import type { Queryable } from '../platform/db/pool';

/**
 * Locks the user's row until the caller's transaction ends, so two commands about one user run
 * one after the other and the second sees what the first wrote. False when there is no such user.
 */
export async function lockUser(db: Queryable, userId: number): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return (rowCount ?? 0) > 0;
}
