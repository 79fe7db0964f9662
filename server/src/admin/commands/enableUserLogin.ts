import { setUserDisabled } from '../../accounts';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { writeAuditLog, type Actor } from '../../audit';
import type { LoginChange } from './disableUserLogin';

/**
 * Turns a trader's login back on, audited with the reason. Sessions the disable ended stay ended:
 * the trader logs in again.
 */
export async function enableUserLogin(
  db: Db,
  actor: Actor,
  userId: number,
  reason: string,
): Promise<LoginChange> {
  return withTransaction(db, async (tx) => {
    const before = await setUserDisabled(tx, userId, false);
    if (!before) throw new AppError('NOT_FOUND');
    if (before.wasDisabled) {
      await writeAuditLog(tx, {
        adminId: actor.adminId,
        action: 'user.enable',
        target: { type: 'user', id: userId },
        details: { reason },
        ip: actor.ip,
        requestId: actor.requestId,
      });
    }
    return { changed: before.wasDisabled, endedSessionIds: [] };
  });
}
