// Ops reset a trader's second factor when every factor is lost (2F8), under the withdrawal's
// maker–checker rule: one ops user asks with a reason, another, whose account and the first's did
// not create, enable or reset one another lately, carries it out. Then the app, the passkeys and
// the recovery codes are gone, every session of the trader ends (whoever holds one may be the
// reason for the reset) and the trader is told in the inbox.
import { opsAccountsLinked, writeAuditLog, type Actor } from '../../../audit';
import { deliverInboxMessage, type InboxNotifier } from '../../../inbox';
import type { Db } from '../../../platform/db/pool';
import { withTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/AppError';
import { lockUser } from '../../lockUser';
import { revokeOtherUserSessions } from '../../userSessions';
import { decideReset, findPendingReset, insertReset, type ResetRow } from '../resetsRepo';
import { deleteSecondFactor, findSecondFactor, isSecondFactorOn } from '../twoFactorRepo';

export interface ResetStep {
  state: 'pending' | 'done' | 'withdrawn';
  reset: ResetRow;
  /** Sessions the reset ended, to announce after commit. */
  endedSessionIds: number[];
}

export async function resetSecondFactor(
  db: Db,
  inbox: InboxNotifier,
  actor: Actor,
  userId: number,
  reason: string,
): Promise<ResetStep> {
  const step = await withTransaction(db, async (tx) => {
    if (!(await lockUser(tx, userId))) throw new AppError('NOT_FOUND');
    const audit = (action: string, reset: ResetRow) =>
      writeAuditLog(tx, {
        adminId: actor.adminId,
        action,
        target: { type: 'user', id: userId },
        details: { resetId: reset.id, reason },
        ip: actor.ip,
        requestId: actor.requestId,
      });
    if (!isSecondFactorOn(await findSecondFactor(tx, userId))) throw new AppError('NO_SECOND_FACTOR');

    const pending = await findPendingReset(tx, userId, true);
    if (!pending) {
      const reset = await insertReset(tx, userId, actor.adminId, reason);
      await audit('user.second_factor_reset.request', reset);
      return { state: 'pending' as const, reset, endedSessionIds: [] };
    }
    if (pending.requestedBy === actor.adminId) throw new AppError('SAME_APPROVER');
    if (await opsAccountsLinked(tx, pending.requestedBy, actor.adminId))
      throw new AppError('APPROVERS_LINKED');
    await deleteSecondFactor(tx, userId);
    await decideReset(tx, pending.id, 'done', actor.adminId);
    const endedSessionIds = await revokeOtherUserSessions(tx, userId, null);
    await audit('user.second_factor_reset', pending);
    return { state: 'done' as const, reset: pending, endedSessionIds };
  });
  if (step.state === 'done') {
    await deliverInboxMessage(db, inbox, {
      userId,
      kind: 'second_factor_reset',
      params: {},
      reference: { type: 'second_factor_reset', id: step.reset.id },
    });
  }
  return step;
}

/** Withdraws a reset still waiting for its second ops user (NOT_FOUND when none waits). */
export async function withdrawSecondFactorReset(db: Db, actor: Actor, userId: number): Promise<ResetRow> {
  return withTransaction(db, async (tx) => {
    const pending = await findPendingReset(tx, userId, true);
    if (!pending) throw new AppError('NOT_FOUND');
    await decideReset(tx, pending.id, 'withdrawn', actor.adminId);
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: 'user.second_factor_reset.withdraw',
      target: { type: 'user', id: userId },
      details: { resetId: pending.id },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return pending;
  });
}
