import type { DepositView, RequestDepositBody } from '@tempo/shared';
import { lockBalances } from '../../../ledger';
import {
  depositRefusal,
  limitRefusalError,
  periodWindows,
  readTradingBounds,
  type PeriodWindows,
} from '../../../limits';
import type { Db, DbClient } from '../../../platform/db/pool';
import { AppError } from '../../../platform/AppError';
import { withIdempotency } from '../../../platform/idempotency';
import { findDeposit } from '../depositsRepo';
import { ownerDepositView } from '../presenters';

/**
 * Records a trader's request to deposit `amount` cents through a channel that is on, within its
 * limits and the trader's own (limits/SPEC.md L5, L9; periods on `timeZone`'s clock), with the
 * channel's instructions as they are now. Nothing is credited until ops confirm. A repeated
 * Idempotency-Key answers the first request again and records nothing.
 */
export function requestDeposit(
  db: Db,
  userId: number,
  input: RequestDepositBody,
  idempotencyKey: string,
  timeZone: string,
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
    await checkTraderBounds(tx, userId, input.amount, timeZone);
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO deposits (user_id, channel_id, channel_name, amount, instructions, tx_hash)
       SELECT $1, id, name, $3, instructions, $4 FROM deposit_channels WHERE id = $2
       RETURNING id`,
      [userId, input.channelId, input.amount, input.txHash ?? null],
    );
    return ownerDepositView((await findDeposit(tx, inserted.rows[0]!.id))!);
  });
}

/**
 * L5, L6, L9: under the trader's balance lock, which their other requests and a break take too, a
 * break in force or a deposit limit the request would pass refuses it.
 */
async function checkTraderBounds(tx: DbClient, userId: number, amount: number, timeZone: string) {
  await lockBalances(tx, [userId]);
  const bounds = (await readTradingBounds(tx, [userId])).get(userId);
  if (!bounds) return;
  if (bounds.breakUntil !== null) {
    throw limitRefusalError({ code: 'TAKING_A_BREAK', until: bounds.breakUntil }, timeZone);
  }
  const windows = periodWindows(Date.now(), timeZone);
  const refusal = depositRefusal(bounds.limits, await requestedSince(tx, userId, windows), amount, windows);
  if (refusal) throw limitRefusalError(refusal, timeZone);
}

/** What the trader asked to deposit in each period, leaving out requests ops rejected. */
async function requestedSince(tx: DbClient, userId: number, windows: PeriodWindows) {
  const { rows } = await tx.query<{ day: string; week: string; month: string }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE created_at >= to_timestamp($2 / 1000.0)), 0) AS day,
            coalesce(sum(amount) FILTER (WHERE created_at >= to_timestamp($3 / 1000.0)), 0) AS week,
            coalesce(sum(amount) FILTER (WHERE created_at >= to_timestamp($4 / 1000.0)), 0) AS month
       FROM deposits
      WHERE user_id = $1 AND status <> 'rejected' AND created_at >= to_timestamp(least($2, $3, $4) / 1000.0)`,
    [userId, windows.day.start, windows.week.start, windows.month.start],
  );
  const row = rows[0]!;
  return { day: Number(row.day), week: Number(row.week), month: Number(row.month) };
}
