import { revokeOtherUserSessions, setUserDisabled } from '../../accounts';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { writeAuditLog, type Actor } from '../../audit';

/** What turning a login off or on did. */
export interface LoginChange {
  /** False when the login already was as asked: nothing was changed or audited. */
  changed: boolean;
  /** The sessions it ended, to announce once the transaction has committed. */
  endedSessionIds: number[];
}

/**
 * Turns a trader's login off and ends every live session of theirs, audited with the reason, in
 * one transaction. Disabling a disabled trader changes nothing but still ends any session a login
 * racing the first disable opened (no such session lets anyone in: lookups check disabled_at).
 */
export async function disableUserLogin(
  db: Db,
  actor: Actor,
  userId: number,
  reason: string,
): Promise<LoginChange> {
  return withTransaction(db, async (tx) => {
    const before = await setUserDisabled(tx, userId, true);
    if (!before) throw new AppError('NOT_FOUND');
    const endedSessionIds = await revokeOtherUserSessions(tx, userId, null);
    if (!before.wasDisabled) {
      await writeAuditLog(tx, {
        adminId: actor.adminId,
        action: 'user.disable',
        target: { type: 'user', id: userId },
        details: { reason },
        ip: actor.ip,
        requestId: actor.requestId,
      });
    }
    return { changed: !before.wasDisabled, endedSessionIds };
  });
}
