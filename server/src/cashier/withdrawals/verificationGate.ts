import type { Queryable } from '../../platform/db/pool';

/**
 * Whether the user has passed real-name verification. Reads the flag the personal center shows
 * today (users.verified); once the verification domain owns that state, this is the one place to
 * point at it.
 */
export async function isUserVerified(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ verified: boolean }>('SELECT verified FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.verified ?? false;
}
