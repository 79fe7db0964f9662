import type { LoginBody, LoginResult } from '@tempo/shared';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/AppError';
import { verifyPasswordOrDecoy } from '../../platform/passwords';
import { checkGuess } from '../guessThrottle';
import { createUserSession, type SessionMeta } from '../userSessions';
import { findCredentialsByAccount } from '../usersRepo';

/** Checks account and password (throttled) and opens a session. */
export async function loginUser(ctx: AppContext, input: LoginBody, meta: SessionMeta): Promise<LoginResult> {
  const user = await findCredentialsByAccount(ctx.db, input.account);
  // Unknown accounts are counted like known ones, so the throttle does not reveal which exist.
  const outcome = await checkGuess(
    ctx.redis,
    ctx.config,
    { kind: 'login', subject: input.account, ip: meta.ip },
    () => verifyPasswordOrDecoy(user?.passwordHash, input.password),
  );
  if (!outcome.right || !user) throw new AppError('WRONG_CREDENTIALS');
  if (user.disabled) throw new AppError('ACCOUNT_DISABLED');
  return createUserSession(ctx.db, user.id, ctx.config.SESSION_TTL_HOURS, meta);
}
