import type { ConfirmIdentityBody } from '@tempo/shared';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/AppError';
import type { AuthUser } from '../../../platform/http/requestTypes';
import { verifyPassword } from '../../../platform/passwords';
import { checkGuess } from '../../guessThrottle';
import { findCredentialsById } from '../../usersRepo';
import { recordConfirmation } from '../identityConfirmation';
import { proveSecondFactor } from '../proveSecondFactor';
import { findSecondFactor, isSecondFactorOn } from '../twoFactorRepo';

/**
 * Confirms it is the trader (2F7): with a second factor on, only the second factor will do; with
 * none, the login password (counted with the account's logins, the same secret). Returns until
 * when protected actions pass on this session.
 */
export async function confirmIdentity(
  ctx: Pick<AppContext, 'db' | 'redis' | 'config'>,
  user: AuthUser,
  input: ConfirmIdentityBody,
  ip: string,
): Promise<{ until: number }> {
  const state = await findSecondFactor(ctx.db, user.id);
  const owner = { userId: user.id, account: user.account };
  if ('password' in input) {
    if (isSecondFactorOn(state)) throw new AppError('SECOND_FACTOR_REQUIRED');
    const credentials = await findCredentialsById(ctx.db, user.id);
    if (!credentials) throw new AppError('NOT_LOGGED_IN');
    const outcome = await checkGuess(
      ctx.redis,
      ctx.config,
      { kind: 'login', subject: credentials.account, ip },
      () => verifyPassword(credentials.passwordHash, input.password),
    );
    if (!outcome.right) {
      throw new AppError('WRONG_PASSWORD', { field: 'password', values: { remaining: outcome.remaining } });
    }
    return { until: await recordConfirmation(ctx.redis, user.sessionId, 'password') };
  }
  if (!isSecondFactorOn(state)) throw new AppError('PASSWORD_CONFIRMATION_REQUIRED');
  await proveSecondFactor(ctx, owner, input, 'confirm', ip);
  return { until: await recordConfirmation(ctx.redis, user.sessionId, 'second-factor') };
}
