import type { ChangePasswordBody } from '@tempo/shared';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/AppError';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { AuthUser } from '../../platform/http/requestTypes';
import { revokeOtherUserSessions } from '../userSessions';
import { findCredentialsById, updatePasswordHash } from '../usersRepo';

/**
 * Changes the login or transaction password after checking the old one. A new login password
 * ends the user's other sessions, so a stolen session dies with the old password; returns the ids
 * of the sessions it ended, for the announcement after commit.
 */
export async function changePassword(db: Db, user: AuthUser, input: ChangePasswordBody): Promise<number[]> {
  const credentials = await findCredentialsById(db, user.id);
  if (!credentials) throw new AppError('NOT_LOGGED_IN');
  const currentHash = input.kind === 'login' ? credentials.passwordHash : credentials.transactionPasswordHash;
  if (!(await verifyPassword(currentHash, input.oldPassword))) {
    throw new AppError('WRONG_OLD_PASSWORD', { field: 'oldPassword' });
  }
  if (input.newPassword === input.oldPassword) throw new AppError('SAME_PASSWORD', { field: 'newPassword' });

  const newHash = await hashPassword(input.newPassword);
  return withTransaction(db, async (tx) => {
    await updatePasswordHash(tx, user.id, input.kind, newHash);
    return input.kind === 'login' ? revokeOtherUserSessions(tx, user.id, user.sessionId) : [];
  });
}
