// The record of an ops balance adjustment and its ledger row, written together in the caller's
// transaction: ops adjustments (commands/adjustBalance.ts) and the demo seed's opening funds.
import type { Cents } from '@tempo/shared';
import { postLedgerEntry, type Bucket } from '../ledger';
import type { DbClient } from '../platform/db/pool';

export interface BalanceAdjustmentInput {
  userId: number;
  /** The ops account that made it. */
  adminId: number;
  bucket: Bucket;
  /** Cents; negative for a debit. */
  amount: Cents;
  reason: string;
}

/** Writes the adjustment and its ledger row; returns the adjustment's id. */
export async function recordBalanceAdjustment(tx: DbClient, input: BalanceAdjustmentInput): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO balance_adjustments (user_id, admin_id, bucket, amount, reason)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [input.userId, input.adminId, input.bucket, input.amount, input.reason],
  );
  const id = rows[0]!.id;
  await postLedgerEntry(tx, {
    userId: input.userId,
    bucket: input.bucket,
    kind: 'adjustment',
    amount: input.amount,
    ref: { type: 'balance_adjustment', id },
  });
  return id;
}
