import type { LoginResult } from '@tempo/shared';
import { checkGuess } from '../../accounts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/AppError';
import { verifyPasswordOrDecoy } from '../../platform/passwords';
import { openSession, type SessionMeta } from '../../platform/sessions';

// Ops sessions are short: a forgotten console tab should not stay logged in for days.
const ADMIN_SESSION_HOURS = 12;

/** Ops login, throttled like a trader's (accounts/guessThrottle.ts), with counters of its own. */
export async function loginAdmin(
  ctx: AppContext,
  input: { username: string; password: string },
  meta: SessionMeta,
): Promise<LoginResult> {
  const { rows } = await ctx.db.query<{ id: number; passwordHash: string }>(
    `SELECT id, password_hash AS "passwordHash" FROM admins WHERE username = $1 AND disabled_at IS NULL`,
    [input.username],
  );
  const admin = rows[0];
  const outcome = await checkGuess(
    ctx.redis,
    ctx.config,
    { kind: 'admin', subject: input.username, ip: meta.ip },
    // An unknown name is checked against a decoy: response times do not reveal ops names.
    () => verifyPasswordOrDecoy(admin?.passwordHash, input.password),
  );
  if (!outcome.right || !admin) throw new AppError('WRONG_CREDENTIALS');
  const { token, expiresAt } = await openSession(
    ctx.db,
    'admin_sessions',
    admin.id,
    ADMIN_SESSION_HOURS,
    meta,
  );
  return { token, expiresAt };
}
