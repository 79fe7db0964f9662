import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { setUserVerified } from '../../accounts';
import { writeAuditLog, type Actor } from '../../audit';
import { lockVerification, markReviewed } from '../verificationsRepo';

export type Review = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * Approves or rejects a pending submission, audited, in one transaction: an approval sets the
 * trader's verified flag. Anything but a pending submission is VERIFICATION_ALREADY_REVIEWED (409);
 * two reviews racing take the row lock in turn, so only the first one counts. Returns the owner.
 */
export async function reviewVerification(
  db: Db,
  reviewer: Actor,
  id: number,
  review: Review,
): Promise<{ userId: number }> {
  return withTransaction(db, async (tx) => {
    const current = await lockVerification(tx, id);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status !== 'pending') throw new AppError('VERIFICATION_ALREADY_REVIEWED');
    const approved = review.decision === 'approve';
    const reason = approved ? null : review.reason;
    await markReviewed(tx, id, {
      status: approved ? 'approved' : 'rejected',
      reason,
      adminId: reviewer.adminId,
    });
    if (approved) await setUserVerified(tx, current.userId, true);
    await writeAuditLog(tx, {
      adminId: reviewer.adminId,
      action: approved ? 'verification.approve' : 'verification.reject',
      target: { type: 'verification', id },
      // Never the ID number or the name: the audit log is read more widely than the queue.
      details: { userId: current.userId, ...(reason ? { reason } : {}) },
      ip: reviewer.ip,
      requestId: reviewer.requestId,
    });
    return { userId: current.userId };
  });
}
