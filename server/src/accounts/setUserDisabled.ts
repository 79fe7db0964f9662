import type { Queryable } from '../platform/db/pool';

/**
 * Turns a user's login off (`disabled`) or back on. Login refuses a disabled account and no session
 * of it is found live, so ending the sessions themselves is the caller's part (it announces them).
 * Returns whether the user was disabled before, or null when there is no such user. Keeps the
 * first disabled_at when disabling a disabled user.
 */
export async function setUserDisabled(
  db: Queryable,
  userId: number,
  disabled: boolean,
): Promise<{ wasDisabled: boolean } | null> {
  const { rows } = await db.query<{ wasDisabled: boolean }>(
    `UPDATE users u SET disabled_at = CASE WHEN $2 THEN coalesce(old.disabled_at, now()) END
     FROM users old
     WHERE u.id = $1 AND old.id = u.id
     RETURNING old.disabled_at IS NOT NULL AS "wasDisabled"`,
    [userId, disabled],
  );
  return rows[0] ?? null;
}
