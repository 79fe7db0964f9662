import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/AppError';
import { writeAuditLog, type Actor } from '../../audit';

export async function setCreditScore(
  db: Db,
  actor: Actor,
  userId: number,
  creditScore: number,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ previous: number }>(
      `UPDATE users u SET credit_score = $2 FROM users old
       WHERE u.id = $1 AND old.id = u.id RETURNING old.credit_score AS previous`,
      [userId, creditScore],
    );
    if (!rows[0]) throw new AppError('NOT_FOUND');
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: 'user.credit-score.set',
      target: { type: 'user', id: userId },
      details: { from: rows[0].previous, to: creditScore },
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
}
