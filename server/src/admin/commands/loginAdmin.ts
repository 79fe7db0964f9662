import type { LoginResult } from '@tempo/shared';
import { assertLoginAllowed, clearAccountFailures, recordLoginFailure } from '../../accounts/loginThrottle';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/AppError';
import { verifyPassword } from '../../platform/passwords';
import { openSession, type SessionMeta } from '../../platform/sessions';

// Ops sessions are short: a forgotten console tab should not stay logged in for days.
const ADMIN_SESSION_HOURS = 12;

/** Ops login, throttled like a trader's; the namespace keeps ops names apart from trader accounts. */
export async function loginAdmin(
  ctx: AppContext,
  input: { username: string; password: string },
  meta: SessionMeta,
): Promise<LoginResult> {
  const attempt = { account: `admin:${input.username}`, ip: meta.ip };
  await assertLoginAllowed(ctx.redis, ctx.config, attempt);
  const { rows } = await ctx.db.query<{ id: number; passwordHash: string }>(
    `SELECT id, password_hash AS "passwordHash" FROM admins WHERE username = $1 AND disabled_at IS NULL`,
    [input.username],
  );
  const admin = rows[0];
  if (!admin || !(await verifyPassword(admin.passwordHash, input.password))) {
    await recordLoginFailure(ctx.redis, ctx.config, attempt);
    throw new AppError('WRONG_CREDENTIALS');
  }
  await clearAccountFailures(ctx.redis, attempt.account);
  return openSession(ctx.db, 'admin_sessions', admin.id, ADMIN_SESSION_HOURS, meta);
}
