import type { Queryable } from '../platform/db/pool';

/**
 * Sets a user's verified flag (the personal center's Verified badge); real-name verification calls
 * it inside the transaction of an ops review.
 */
export async function setUserVerified(db: Queryable, userId: number, verified: boolean): Promise<void> {
  await db.query('UPDATE users SET verified = $2 WHERE id = $1', [userId, verified]);
}
