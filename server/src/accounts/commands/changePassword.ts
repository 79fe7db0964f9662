import type { ChangePasswordBody } from '@tempo/shared';
import type { AppContext } from '../../platform/context';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { AuthUser } from '../../platform/http/requestTypes';
import { checkGuess } from '../guessThrottle';
import { assertTransactionPassword } from '../transactionPassword';
import { revokeOtherUserSessions } from '../userSessions';
import { findCredentialsById, updatePasswordHash } from '../usersRepo';

/**
 * Changes the login or transaction password after checking the old one. A new login password
 * ends the user's other sessions, so a stolen session dies with the old password; returns the ids
 * of the sessions it ended, for the announcement after commit. A wrong old
 * password counts as a wrong guess of that password (guessThrottle.ts), as a failed login would.
 */
export async function changePassword(
  ctx: Pick<AppContext, 'db' | 'redis' | 'config'>,
  user: AuthUser,
  input: ChangePasswordBody,
  ip: string,
): Promise<number[]> {
  if (input.newPassword === input.oldPassword) throw new AppError('SAME_PASSWORD', { field: 'newPassword' });
  if (input.kind === 'login') await assertLoginPassword(ctx, user, input.oldPassword, ip);
  else {
    await assertTransactionPassword(ctx, {
      userId: user.id,
      password: input.oldPassword,
      ip,
      wrong: { code: 'WRONG_OLD_PASSWORD', field: 'oldPassword' },
    });
  }

  const newHash = await hashPassword(input.newPassword);
  return withTransaction(ctx.db, async (tx) => {
    await updatePasswordHash(tx, user.id, input.kind, newHash);
    return input.kind === 'login' ? revokeOtherUserSessions(tx, user.id, user.sessionId) : [];
  });
}

/** The old login password, counted with the account's logins (same secret, same counters). */
async function assertLoginPassword(
  ctx: Pick<AppContext, 'db' | 'redis' | 'config'>,
  user: AuthUser,
  password: string,
  ip: string,
): Promise<void> {
  const credentials = await findCredentialsById(ctx.db, user.id);
  if (!credentials) throw new AppError('NOT_LOGGED_IN');
  const outcome = await checkGuess(
    ctx.redis,
    ctx.config,
    { kind: 'login', subject: credentials.account, ip },
    () => verifyPassword(credentials.passwordHash, password),
  );
  if (!outcome.right) {
    throw new AppError('WRONG_OLD_PASSWORD', {
      field: 'oldPassword',
      values: { remaining: outcome.remaining },
    });
  }
}
