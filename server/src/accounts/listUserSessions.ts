import type { UserSessionState } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';

/** One login session of a trader as read back; times in epoch ms. */
export interface UserSessionRow {
  id: number;
  state: UserSessionState;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Every session of `userId`, newest first, revoked and expired ones too, read through
 * user_sessions_history_idx. For ops: a trader reaches only their own session, never this list.
 */
export async function listUserSessions(
  db: Queryable,
  userId: number,
  page: { before?: number; limit: number },
): Promise<UserSessionRow[]> {
  const { rows } = await db.query<UserSessionRow>(
    `SELECT id,
            CASE WHEN revoked_at IS NOT NULL THEN 'revoked'
                 WHEN expires_at <= now() THEN 'expired'
                 ELSE 'live' END AS state,
            (extract(epoch FROM created_at) * 1000)::bigint AS "createdAt",
            (extract(epoch FROM expires_at) * 1000)::bigint AS "expiresAt",
            (extract(epoch FROM revoked_at) * 1000)::bigint AS "revokedAt",
            ip, user_agent AS "userAgent"
     FROM user_sessions
     WHERE user_id = $1 AND ($2::bigint IS NULL OR id < $2)
     ORDER BY id DESC LIMIT $3`,
    [userId, page.before ?? null, page.limit],
  );
  return rows;
}
