import type { AdjustBalanceBody, Balances } from '@tempo/shared';
import { userExists } from '../../accounts';
import { getBalances } from '../../ledger';
import type { Db } from '../../platform/db/pool';
import { AppError } from '../../platform/AppError';
import { withIdempotency } from '../../platform/idempotency';
import { writeAuditLog, type Actor } from '../../audit';
import { recordBalanceAdjustment } from '../recordBalanceAdjustment';

export interface BalanceAdjustment {
  adjustmentId: number;
  balances: Balances;
}

/**
 * Credits or debits a user's balance on behalf of ops, with a reason. The adjustment record, the
 * ledger row and the audit entry commit together; the idempotency key makes a retried request
 * (a double click, a timeout) a no-op that returns the first answer.
 */
export function adjustBalance(
  db: Db,
  actor: Actor,
  userId: number,
  input: AdjustBalanceBody,
  idempotencyKey: string,
): Promise<BalanceAdjustment> {
  const request = {
    scope: `admin:${actor.adminId}:balance-adjustment`,
    key: idempotencyKey,
    payload: { userId, ...input },
  };
  return withIdempotency(db, request, async (tx) => {
    if (!(await userExists(tx, userId))) throw new AppError('NOT_FOUND');
    const adjustmentId = await recordBalanceAdjustment(tx, {
      userId,
      adminId: actor.adminId,
      bucket: input.bucket,
      amount: input.amount,
      reason: input.reason,
    });
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: 'balance.adjust',
      target: { type: 'user', id: userId },
      details: { adjustmentId, bucket: input.bucket, amount: input.amount, reason: input.reason },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return { adjustmentId, balances: (await getBalances(tx, userId))! };
  });
}
