// The trader's own sessions that still let a device in, and ending them. Only sessions of the
// asking trader are ever read or ended: another trader's id answers as a missing one (NOT_FOUND),
// so ids cannot be probed.
import type { Queryable } from '../../platform/db/pool';

/** One live session as read back; times in epoch ms. */
export interface LiveSessionRow {
  id: number;
  createdAt: number;
  expiresAt: number;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Live sessions shown at most: a trader has a handful; a script logging in again and again could
 * leave hundreds, and "log out all other devices" ends those the list does not show too.
 */
const MAX_LISTED = 100;

/** The user's sessions neither ended nor expired, newest first (user_sessions_user_idx). */
export async function listLiveSessions(db: Queryable, userId: number): Promise<LiveSessionRow[]> {
  const { rows } = await db.query<LiveSessionRow>(
    `SELECT id, (extract(epoch FROM created_at) * 1000)::bigint AS "createdAt",
            (extract(epoch FROM expires_at) * 1000)::bigint AS "expiresAt", ip, user_agent AS "userAgent"
     FROM user_sessions
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
     ORDER BY id DESC LIMIT $2`,
    [userId, MAX_LISTED],
  );
  return rows;
}

/** Ends session `sessionId` if it is a live one of `userId`; false when there is no such session. */
export async function endLiveSession(db: Queryable, userId: number, sessionId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE user_sessions SET revoked_at = now()
     WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
    [sessionId, userId],
  );
  return (rowCount ?? 0) > 0;
}

/** Ends every live session of `userId` but `keepSessionId`; the ids it ended, to announce. */
export async function endOtherLiveSessions(
  db: Queryable,
  userId: number,
  keepSessionId: number,
): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE user_sessions SET revoked_at = now()
     WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL AND expires_at > now()
     RETURNING id`,
    [userId, keepSessionId],
  );
  return rows.map((row) => row.id);
}
