// Bearer-token sessions, shared by traders (user_sessions) and ops (admin_sessions). The token is
// 256 random bits returned once; only its SHA-256 is stored, so a leaked table lets nobody in.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from './db/pool';

export type SessionTable = 'user_sessions' | 'admin_sessions';
const OWNER_COLUMN: Record<SessionTable, string> = { user_sessions: 'user_id', admin_sessions: 'admin_id' };

export interface SessionMeta {
  ip: string;
  userAgent: string | undefined;
}

export function hashSessionToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** A session just opened: its token (given out once), when it ends, and its row's id. */
export interface OpenedSession {
  token: string;
  expiresAt: number;
  sessionId: number;
}

/** Opens a session for `ownerId` that lasts `ttlHours`. */
export async function openSession(
  db: Queryable,
  table: SessionTable,
  ownerId: number,
  ttlHours: number,
  meta: SessionMeta,
): Promise<OpenedSession> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await db.query<{ id: string; expires_at: Date }>(
    `INSERT INTO ${table} (${OWNER_COLUMN[table]}, token_hash, expires_at, ip, user_agent)
     VALUES ($1, $2, now() + make_interval(hours => $3), $4, $5) RETURNING id, expires_at`,
    [ownerId, hashSessionToken(token), ttlHours, meta.ip, meta.userAgent?.slice(0, 300) ?? null],
  );
  const row = rows[0]!;
  return { token, expiresAt: row.expires_at.getTime(), sessionId: Number(row.id) };
}

export async function revokeSession(db: Queryable, table: SessionTable, sessionId: number): Promise<void> {
  await db.query(`UPDATE ${table} SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]);
}
