import type { Queryable } from '../platform/db/pool';
import type { AuthUser } from '../platform/http/requestTypes';
import { hashSessionToken, openSession, revokeSession, type SessionMeta } from '../platform/sessions';

export type { SessionMeta };

export function createUserSession(db: Queryable, userId: number, ttlHours: number, meta: SessionMeta) {
  return openSession(db, 'user_sessions', userId, ttlHours, meta);
}

export function revokeUserSession(db: Queryable, sessionId: number) {
  return revokeSession(db, 'user_sessions', sessionId);
}

/** The user of a live session token: not expired, not revoked, account not disabled. */
export async function findSessionUser(db: Queryable, token: string): Promise<AuthUser | null> {
  const found = await findSessionUserByHash(db, hashSessionToken(token));
  if (!found) return null;
  const { expiresAt: _expiresAt, ...user } = found;
  return user;
}

/** As findSessionUser, by the token's hash, with when the session expires (epoch ms). */
export async function findSessionUserByHash(
  db: Queryable,
  tokenHash: Buffer,
): Promise<(AuthUser & { expiresAt: number }) | null> {
  // Named, so each pooled connection plans it once: it runs for every trader request not cached.
  const { rows } = await db.query<AuthUser & { expiresAt: number }>({
    name: 'find-session-user',
    text: `SELECT u.id, u.account, s.id AS "sessionId", (extract(epoch FROM s.expires_at) * 1000)::bigint AS "expiresAt"
           FROM user_sessions s JOIN users u ON u.id = s.user_id
           WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.disabled_at IS NULL`,
    values: [tokenHash],
  });
  return rows[0] ?? null;
}

/**
 * Ends every session of a user except `keepSessionId` (after a password change or reset); returns
 * the ids of the sessions it ended, for the announcement after commit.
 */
export async function revokeOtherUserSessions(
  db: Queryable,
  userId: number,
  keepSessionId: number | null,
): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE user_sessions SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2
     RETURNING id`,
    [userId, keepSessionId],
  );
  return rows.map((row) => row.id);
}

/** When session `sessionId` of `userId` began (epoch ms), or null when it is not theirs. */
export async function findSessionStart(
  db: Queryable,
  userId: number,
  sessionId: number,
): Promise<number | null> {
  const { rows } = await db.query<{ startedAt: string }>(
    `SELECT (extract(epoch FROM created_at) * 1000)::bigint AS "startedAt" FROM user_sessions
      WHERE id = $1 AND user_id = $2`,
    [sessionId, userId],
  );
  return rows[0] ? Number(rows[0].startedAt) : null;
}
