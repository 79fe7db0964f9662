import type { Queryable } from '../platform/db/pool';

/**
 * Whether the user has passed real-name verification: the flag the personal center shows
 * (users.verified), which kyc sets on an approved review. False when there is no such user.
 */
export async function isUserVerified(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ verified: boolean }>('SELECT verified FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.verified ?? false;
}
