import type { DepositView, RequestDepositBody } from '@tempo/shared';
import type { Db } from '../../../platform/db/pool';
import { AppError } from '../../../platform/AppError';
import { withIdempotency } from '../../../platform/idempotency';
import { findDeposit } from '../depositsRepo';
import { ownerDepositView } from '../presenters';

/**
 * Records a trader's request to deposit `amount` cents through a channel that is on, within its
 * limits, with the channel's instructions as they are now. Nothing is credited until ops confirm.
 * A repeated Idempotency-Key answers the first request again and records nothing.
 */
export function requestDeposit(
  db: Db,
  userId: number,
  input: RequestDepositBody,
  idempotencyKey: string,
): Promise<DepositView> {
  const request = { scope: `user:${userId}:deposit`, key: idempotencyKey, payload: input };
  return withIdempotency(db, request, async (tx) => {
    // FOR SHARE: ops switching the channel off or moving its limits waits for this request.
    const { rows } = await tx.query<{ enabled: boolean; minAmount: number; maxAmount: number }>(
      `SELECT enabled, min_amount AS "minAmount", max_amount AS "maxAmount"
       FROM deposit_channels WHERE id = $1 FOR SHARE`,
      [input.channelId],
    );
    const channel = rows[0];
    if (!channel?.enabled) throw new AppError('DEPOSIT_CHANNEL_UNAVAILABLE', { field: 'channelId' });
    if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
      throw new AppError('AMOUNT_OUT_OF_RANGE', { field: 'amount' });
    }
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO deposits (user_id, channel_id, channel_name, amount, instructions, tx_hash)
       SELECT $1, id, name, $3, instructions, $4 FROM deposit_channels WHERE id = $2
       RETURNING id`,
      [userId, input.channelId, input.amount, input.txHash ?? null],
    );
    return ownerDepositView((await findDeposit(tx, inserted.rows[0]!.id))!);
  });
}
