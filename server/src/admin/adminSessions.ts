import type { Request, RequestHandler } from 'express';
import { OPS_SESSION_COOKIE, type AdminRole } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';
import { AppError } from '../platform/AppError';
import type { AuthAdmin } from '../platform/http/requestTypes';
import { hashSessionToken } from '../platform/sessions';

/** The ops admin of a live session token: not expired, not revoked, admin not disabled. */
export async function findSessionAdmin(db: Queryable, token: string): Promise<AuthAdmin | null> {
  const { rows } = await db.query<AuthAdmin>(
    `SELECT a.id, a.username, a.role, s.id AS "sessionId"
     FROM admin_sessions s JOIN admins a ON a.id = s.admin_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND a.disabled_at IS NULL`,
    [hashSessionToken(token)],
  );
  return rows[0] ?? null;
}

/**
 * Where the browser sends it: the ops API, and the Socket.IO handshake through which the console
 * hears of other ops users' decisions (`/socket.io/`), so the whole origin.
 */
export const OPS_SESSION_COOKIE_PATH = '/';

/** The ops token of a request: `Authorization: Bearer <token>`, or the ops session cookie. */
export function opsTokenOf(req: Request): string | undefined {
  const bearer = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '')?.[1];
  if (bearer) return bearer;
  return opsTokenOfCookie(req.get('cookie'));
}

/** The ops session token in a Cookie header, if it holds one. */
export function opsTokenOfCookie(cookieHeader: string | undefined): string | undefined {
  return new RegExp(`(?:^|;\\s*)${OPS_SESSION_COOKIE}=([\\w-]+)`).exec(cookieHeader ?? '')?.[1];
}

/**
 * Lets a request through only with a live ops session whose role is one of `roles`; sets
 * `req.admin`.
 */
export function requireAdmin(db: Queryable, roles: readonly AdminRole[]): RequestHandler {
  return async (req, _res, next) => {
    const token = opsTokenOf(req);
    const admin = token ? await findSessionAdmin(db, token) : null;
    if (!admin) throw new AppError('NOT_LOGGED_IN');
    if (!roles.includes(admin.role)) throw new AppError('FORBIDDEN');
    req.admin = admin;
    next();
  };
}
