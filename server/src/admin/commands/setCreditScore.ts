import { setUserCreditScore } from '../../accounts';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { writeAuditLog, type Actor } from '../../audit';

export async function setCreditScore(
  db: Db,
  actor: Actor,
  userId: number,
  creditScore: number,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const set = await setUserCreditScore(tx, userId, creditScore);
    if (!set) throw new AppError('NOT_FOUND');
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: 'user.credit-score.set',
      target: { type: 'user', id: userId },
      details: { from: set.previous, to: creditScore },
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
}
