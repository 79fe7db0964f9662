import type { PasswordKind } from '@tempo/shared';
import { revokeOtherUserSessions, updatePasswordHash } from '../../accounts';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { hashPassword } from '../../platform/passwords';
import { writeAuditLog, type Actor } from '../../audit';

/**
 * Sets a user's login or transaction password at their request to customer service; returns the
 * ids of the sessions a new login password ended.
 */
export async function resetUserPassword(
  db: Db,
  actor: Actor,
  userId: number,
  input: { kind: PasswordKind; newPassword: string },
): Promise<number[]> {
  const passwordHash = await hashPassword(input.newPassword);
  return withTransaction(db, async (tx) => {
    if (!(await updatePasswordHash(tx, userId, input.kind, passwordHash))) throw new AppError('NOT_FOUND');
    // Whoever held the old login password loses their sessions with it.
    const ended = input.kind === 'login' ? await revokeOtherUserSessions(tx, userId, null) : [];
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: 'user.password.reset',
      target: { type: 'user', id: userId },
      details: { kind: input.kind },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return ended;
  });
}
