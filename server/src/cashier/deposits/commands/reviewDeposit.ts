import type { Balances, Cents } from '@tempo/shared';
import { writeAuditLog, type Actor } from '../../../audit';
import { postLedgerEntry } from '../../../ledger';
import type { Db, DbClient } from '../../../platform/db/pool';
import { withTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/AppError';
import { findDeposit, type DepositRow } from '../depositsRepo';

export interface ConfirmedDeposit {
  deposit: DepositRow;
  /** The owner's balances after the credit. */
  balances: Balances;
}

/**
 * D2: moves a pending deposit to `status` and stamps its reviewer. The row lock of the UPDATE
 * makes a second review wait for the first; it then finds the deposit no longer pending and
 * changes nothing (D3: 409 DEPOSIT_ALREADY_REVIEWED), so two racing confirmations credit once.
 */
async function leavePending(
  tx: DbClient,
  actor: Actor,
  depositId: number,
  status: 'confirmed' | 'rejected',
  reason: string | null,
): Promise<{ userId: number; amount: Cents }> {
  const { rows } = await tx.query<{ userId: number; amount: Cents }>(
    `UPDATE deposits SET status = $2, reject_reason = $3, reviewed_by = $4, reviewed_at = now()
     WHERE id = $1 AND status = 'pending'
     RETURNING user_id AS "userId", amount`,
    [depositId, status, reason, actor.adminId],
  );
  if (rows[0]) return rows[0];
  throw new AppError((await findDeposit(tx, depositId)) ? 'DEPOSIT_ALREADY_REVIEWED' : 'NOT_FOUND');
}

/**
 * Confirms a pending deposit: D1, its amount is credited to the owner's available balance by one
 * ledger row citing the deposit, in the transaction that changes its status, with the audit entry.
 */
export function confirmDeposit(db: Db, actor: Actor, depositId: number): Promise<ConfirmedDeposit> {
  return withTransaction(db, async (tx) => {
    const { userId, amount } = await leavePending(tx, actor, depositId, 'confirmed', null);
    const entry = await postLedgerEntry(tx, {
      userId,
      bucket: 'available',
      kind: 'deposit',
      amount,
      ref: { type: 'deposit', id: depositId },
    });
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: 'deposit.confirm',
      target: { type: 'deposit', id: depositId },
      details: { userId, amount },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return { deposit: (await findDeposit(tx, depositId))!, balances: entry.balances };
  });
}

/** Rejects a pending deposit with the reason its owner will read (D4); no money moves. */
export function rejectDeposit(db: Db, actor: Actor, depositId: number, reason: string): Promise<DepositRow> {
  return withTransaction(db, async (tx) => {
    const { userId, amount } = await leavePending(tx, actor, depositId, 'rejected', reason);
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: 'deposit.reject',
      target: { type: 'deposit', id: depositId },
      details: { userId, amount, reason },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return (await findDeposit(tx, depositId))!;
  });
}
