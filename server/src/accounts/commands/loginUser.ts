import type { LoginBody, LoginResult } from '@tempo/shared';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/AppError';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { assertLoginAllowed, clearAccountFailures, recordLoginFailure } from '../loginThrottle';
import { createUserSession, type SessionMeta } from '../userSessions';
import { findCredentialsByAccount } from '../usersRepo';

// Verified against when the account does not exist, so a wrong account costs the same time as a
// wrong password and response times do not reveal which accounts exist.
const decoyHash = hashPassword('decoy password never matches');

/** Checks account and password (throttled) and opens a session. */
export async function loginUser(ctx: AppContext, input: LoginBody, meta: SessionMeta): Promise<LoginResult> {
  const attempt = { account: input.account, ip: meta.ip };
  await assertLoginAllowed(ctx.redis, ctx.config, attempt);

  const user = await findCredentialsByAccount(ctx.db, input.account);
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
  if (!user || !matches) {
    await recordLoginFailure(ctx.redis, ctx.config, attempt);
    throw new AppError('WRONG_CREDENTIALS');
  }
  if (user.disabled) throw new AppError('ACCOUNT_DISABLED');

  await clearAccountFailures(ctx.redis, input.account);
  return createUserSession(ctx.db, user.id, ctx.config.SESSION_TTL_HOURS, meta);
}
