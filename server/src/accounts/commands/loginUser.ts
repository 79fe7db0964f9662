import type { LoginBody, LoginResult } from '@tempo/shared';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/AppError';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { checkGuess } from '../guessThrottle';
import { createUserSession, type SessionMeta } from '../userSessions';
import { findCredentialsByAccount } from '../usersRepo';

// Verified against when the account does not exist, so a wrong account costs the same time as a
// wrong password and response times do not reveal which accounts exist.
const decoyHash = hashPassword('decoy password never matches');

/** Checks account and password (throttled) and opens a session. */
export async function loginUser(ctx: AppContext, input: LoginBody, meta: SessionMeta): Promise<LoginResult> {
  const user = await findCredentialsByAccount(ctx.db, input.account);
  // Unknown accounts are counted like known ones, so the throttle does not reveal which exist.
  const outcome = await checkGuess(
    ctx.redis,
    ctx.config,
    { kind: 'login', subject: input.account, ip: meta.ip },
    async () => (await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password)) && !!user,
  );
  if (!outcome.right || !user) throw new AppError('WRONG_CREDENTIALS');
  if (user.disabled) throw new AppError('ACCOUNT_DISABLED');
  return createUserSession(ctx.db, user.id, ctx.config.SESSION_TTL_HOURS, meta);
}
