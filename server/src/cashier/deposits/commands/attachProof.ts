import type { Db, Queryable } from '../../../platform/db/pool';
import { withTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/AppError';
import { prepareImage, type UploadStore } from '../../../uploads';
import { findDeposit, type DepositRow } from '../depositsRepo';

export interface AttachProofProps {
  /** The trader attaching; only their own deposit is found. */
  userId: number;
  depositId: number;
  /** The proof image as received; missing fails with PROOF_REQUIRED. */
  bytes: Buffer | undefined;
  store: UploadStore;
}

/**
 * Stores a proof image through the upload pipeline (kind `deposit-proof`) and cites it from the
 * trader's own deposit while it is under review (D10), replacing an earlier one. Someone else's
 * deposit is NOT_FOUND; a reviewed one is DEPOSIT_ALREADY_REVIEWED; a refused image stores nothing.
 */
export async function attachProof(db: Db, props: AttachProofProps): Promise<DepositRow> {
  // The cheap refusals first: nothing is decoded for a deposit the proof cannot go to.
  assertAttachable(await findDeposit(db, props.depositId, props.userId));
  if (!props.bytes) throw new AppError('PROOF_REQUIRED', { field: 'proof' });
  // Decoding is the slow part: done before the transaction holds a connection.
  const image = await prepareImage(props.bytes, 'proof');
  await withTransaction(db, async (tx) => {
    // The row lock orders this after a review under way: a deposit reviewed meanwhile is refused.
    assertAttachable(await lockDeposit(tx, props.depositId, props.userId));
    const uploadId = await props.store.save(tx, { ownerUserId: props.userId, kind: 'deposit-proof', image });
    await tx.query('UPDATE deposits SET proof_upload_id = $2 WHERE id = $1', [props.depositId, uploadId]);
  });
  return (await findDeposit(db, props.depositId, props.userId))!;
}

async function lockDeposit(
  tx: Queryable,
  depositId: number,
  userId: number,
): Promise<{ status: string } | null> {
  const { rows } = await tx.query<{ status: string }>(
    'SELECT status FROM deposits WHERE id = $1 AND user_id = $2 FOR UPDATE',
    [depositId, userId],
  );
  return rows[0] ?? null;
}

function assertAttachable(deposit: { status: string } | null): void {
  if (!deposit) throw new AppError('NOT_FOUND');
  if (deposit.status !== 'pending') throw new AppError('DEPOSIT_ALREADY_REVIEWED');
}
