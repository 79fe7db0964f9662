import { type Balances, cents } from '@tempo/shared';
import { opsAccountsLinked, writeAuditLog, type Actor } from '../../../audit';
import { getBalances, postLedgerEntries } from '../../../ledger';
import type { Db } from '../../../platform/db/pool';
import { withTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/AppError';
import {
  decideWithdrawal,
  lockWithdrawal,
  recordFirstApproval,
  type WithdrawalRow,
} from '../withdrawalsRepo';

export interface WithdrawalDecision {
  withdrawal: WithdrawalRow;
  /** The owner's balances after a payout or refund; null when only the maker's approval was recorded. */
  balances: Balances | null;
}

// Each decision locks the withdrawal's row first, so two decisions on one withdrawal run one after
// the other and the second sees the first's status: a withdrawal is paid out or refunded once.

/**
 * Approves a withdrawal under review. One that needs two approvals records the first (the maker)
 * and stays under review; the checker must be another ops user (SAME_APPROVER otherwise) whose
 * account and the maker's did not create, enable or reset one another within OPS_LINK_DAYS
 * (APPROVERS_LINKED otherwise). The final approval pays out: the frozen amount + fee leaves the
 * user's balances.
 */
export function approveWithdrawal(db: Db, actor: Actor, id: number): Promise<WithdrawalDecision> {
  return withTransaction(db, async (tx) => {
    const row = await lockWithdrawal(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'under_review') throw new AppError('WITHDRAWAL_NOT_UNDER_REVIEW');
    const audit = (action: string) =>
      writeAuditLog(tx, {
        adminId: actor.adminId,
        action,
        target: { type: 'withdrawal', id },
        details: { userId: row.userId, amount: row.amount, fee: row.fee },
        ip: actor.ip,
        requestId: actor.requestId,
      });

    if (row.approvalsRequired === 2 && row.firstApproverId === null) {
      await audit('withdrawal.approve.first');
      return { withdrawal: await recordFirstApproval(tx, id, actor.adminId), balances: null };
    }
    if (row.firstApproverId === actor.adminId) throw new AppError('SAME_APPROVER');
    if (row.firstApproverId !== null && (await opsAccountsLinked(tx, row.firstApproverId, actor.adminId))) {
      throw new AppError('APPROVERS_LINKED');
    }

    const total = cents(row.amount + row.fee);
    const balances = await postLedgerEntries(tx, [
      {
        userId: row.userId,
        bucket: 'frozen',
        kind: 'withdrawal_payout',
        amount: cents(-total),
        ref: { type: 'withdrawal', id },
      },
    ]);
    await audit('withdrawal.approve');
    const withdrawal = await decideWithdrawal(tx, id, {
      status: 'successful',
      adminId: actor.adminId,
      reason: null,
    });
    return { withdrawal, balances: balances.get(row.userId)! };
  });
}

/** Rejects a withdrawal under review with a reason: the frozen amount + fee returns to available. */
export function rejectWithdrawal(
  db: Db,
  actor: Actor,
  id: number,
  reason: string,
): Promise<WithdrawalDecision> {
  return withTransaction(db, async (tx) => {
    const row = await lockWithdrawal(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'under_review') throw new AppError('WITHDRAWAL_NOT_UNDER_REVIEW');
    const total = cents(row.amount + row.fee);
    const ref = { type: 'withdrawal', id };
    await postLedgerEntries(tx, [
      { userId: row.userId, bucket: 'frozen', kind: 'withdrawal_refund', amount: cents(-total), ref },
      { userId: row.userId, bucket: 'available', kind: 'withdrawal_refund', amount: total, ref },
    ]);
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: 'withdrawal.reject',
      target: { type: 'withdrawal', id },
      details: { userId: row.userId, amount: row.amount, fee: row.fee, reason },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    const withdrawal = await decideWithdrawal(tx, id, { status: 'failed', adminId: actor.adminId, reason });
    return { withdrawal, balances: (await getBalances(tx, row.userId))! };
  });
}
