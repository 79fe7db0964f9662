import {
  convertCents,
  currencyDigits,
  type Cents,
  type DepositView,
  type RequestDepositBody,
} from '@tempo/shared';
import { lockBalances } from '../../../ledger';
import {
  depositRefusal,
  limitRefusalError,
  periodWindows,
  readTradingBounds,
  type PeriodWindows,
} from '../../../limits';
import type { Db, DbClient, Queryable } from '../../../platform/db/pool';
import { AppError } from '../../../platform/AppError';
import { withIdempotency } from '../../../platform/idempotency';
import { findDepositChannel, type DepositChannelRow } from '../depositChannelsRepo';
import { drawDepositReference } from '../depositReference';
import { findDeposit } from '../depositsRepo';
import { ownerDepositView } from '../presenters';

/** A clash of references is about one in 10^11 per draw: a few draws always find a free one. */
const REFERENCE_DRAWS = 5;

/**
 * Records a trader's request to deposit `amount` cents through a channel that is on, within its
 * limits and the trader's own (limits/SPEC.md L5, L9; periods on `timeZone`'s clock), with the
 * channel's names and instructions as they are now (D5, D12); a bank request gets its transfer
 * reference (D15) and, through a converting channel, the amount to transfer at today's rate,
 * frozen (D14). Nothing is credited until ops confirm. A repeated Idempotency-Key answers the
 * first request again and records nothing.
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
    // FOR SHARE: ops switching the channel off, or moving its limits or rate, wait for this request.
    const channel = await findDepositChannel(tx, input.channelId, 'FOR SHARE');
    if (!channel?.enabled) throw new AppError('DEPOSIT_CHANNEL_UNAVAILABLE', { field: 'channelId' });
    if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
      throw new AppError('AMOUNT_OUT_OF_RANGE', { field: 'amount' });
    }
    await checkTraderBounds(tx, userId, input.amount, timeZone);
    const id = await insertDeposit(tx, userId, channel, input);
    return ownerDepositView((await findDeposit(tx, id))!);
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

interface FrozenConversion {
  currency: string;
  rate: string;
  digits: number;
  /** Minor units of the currency to transfer. */
  amount: number;
}

/** D14: the channel's currency and rate now, and what `amount` cents come to at it, rounded up. */
function freezeConversion(channel: DepositChannelRow, amount: Cents): FrozenConversion | null {
  if (!channel.currency || !channel.rate) return null;
  const digits = currencyDigits(channel.currency);
  const minor = convertCents(amount, channel.rate, digits);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new AppError('AMOUNT_OUT_OF_RANGE', { field: 'amount' });
  // Within the safe integers: the number is exact.
  return { currency: channel.currency, rate: channel.rate, digits, amount: Number(minor) };
}

/** Inserts the request, drawing a bank request's reference again on the rare clash; its id. */
async function insertDeposit(
  tx: Queryable,
  userId: number,
  channel: DepositChannelRow,
  input: RequestDepositBody,
): Promise<number> {
  const conversion = freezeConversion(channel, input.amount);
  const bank = channel.instructions.kind === 'bank';
  for (let draw = 0; draw < REFERENCE_DRAWS; draw++) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO deposits (user_id, channel_id, channel_names, amount, instructions, tx_hash, reference,
                             conversion_currency, conversion_rate, conversion_digits, conversion_amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (reference) DO NOTHING
       RETURNING id`,
      [
        userId,
        channel.id,
        JSON.stringify(channel.names),
        input.amount,
        JSON.stringify(channel.instructions),
        input.txHash ?? null,
        bank ? drawDepositReference() : null,
        conversion?.currency ?? null,
        conversion?.rate ?? null,
        conversion?.digits ?? null,
        conversion?.amount ?? null,
      ],
    );
    if (rows[0]) return rows[0].id;
  }
  throw new Error(`no free deposit reference in ${REFERENCE_DRAWS} draws`);
}
