import type { Queryable } from '../../../platform/db/pool';
import { AppError } from '../../../platform/AppError';
import { findDeposit, type DepositRow } from '../depositsRepo';

/**
 * Sets the transaction hash of a trader's own deposit while it is under review; once reviewed it
 * is final (409), and someone else's deposit is NOT_FOUND.
 */
export async function attachTxHash(
  db: Queryable,
  userId: number,
  depositId: number,
  txHash: string,
): Promise<DepositRow> {
  const { rowCount } = await db.query(
    `UPDATE deposits SET tx_hash = $3 WHERE id = $1 AND user_id = $2 AND status = 'pending'`,
    [depositId, userId, txHash],
  );
  const deposit = await findDeposit(db, depositId, userId);
  if (!deposit) throw new AppError('NOT_FOUND');
  if (!rowCount) throw new AppError('DEPOSIT_ALREADY_REVIEWED');
  return deposit;
}
