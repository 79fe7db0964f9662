// What an open order would sell for now (SPEC.md E1–E5): its terms as placed, the newest tick of
// its product and the ticks of the variance window, through the pure rules of
// shared/src/domain/earlyClose.ts.
import {
  sellPrice,
  winningPayout,
  type AccountType,
  type Direction,
  type EarlyCloseTerms,
  type SaleQuote,
} from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';
import { AppError } from '../../platform/AppError';
import type { TickReader } from '../../quotes';

export interface SellableOrder {
  id: number;
  symbol: string;
  account: AccountType;
  direction: Direction;
  amount: number;
  durationSec: number;
  payoutBps: number;
  entryPrice: number;
  entryTs: number;
  expiryTs: number;
  status: string;
  earlyClose: EarlyCloseTerms | null;
}

/** The columns of a SellableOrder. */
export const SELLABLE_ORDER_COLUMNS = `id::int AS id, symbol, account, direction, amount::int AS amount,
  duration_sec AS "durationSec", payout_bps AS "payoutBps", entry_price AS "entryPrice",
  entry_ts::float8 AS "entryTs", expiry_ts::float8 AS "expiryTs", status, early_close AS "earlyClose"`;

/** An order of `userId` with what its sale price needs; null when it is not theirs. */
export async function findSellableOrder(
  db: Queryable,
  userId: number,
  orderId: number,
): Promise<SellableOrder | null> {
  const { rows } = await db.query<SellableOrder>({
    name: 'find-sellable-order',
    text: `SELECT ${SELLABLE_ORDER_COLUMNS} FROM orders WHERE id = $1 AND user_id = $2`,
    values: [orderId, userId],
  });
  return rows[0] ?? null;
}

export interface QuoteContext {
  db: Queryable;
  ticks: TickReader;
  /** FEED_STALE_MS: a newest tick older than this means the feed is down; nothing sells on it. */
  staleMs: number;
}

/** Whether `at` (epoch ms) is in the part of the countdown in which the order's terms allow a sale. */
export function inSellWindow(order: SellableOrder, terms: EarlyCloseTerms, at: number): boolean {
  return at - order.entryTs >= terms.openSec * 1000 && order.expiryTs - at >= terms.cutoffSec * 1000;
}

/**
 * The price of an open order at `now`: EARLY_CLOSE_OFF when placed without terms,
 * FEED_UNAVAILABLE on a stale feed, SELL_WINDOW_CLOSED when the tick or the clock is in the
 * seconds after its entry or before its expiry that its terms keep free.
 */
export async function priceOrder(ctx: QuoteContext, order: SellableOrder, now: number): Promise<SaleQuote> {
  const terms = order.earlyClose;
  if (!terms) throw new AppError('EARLY_CLOSE_OFF');
  const tick = await ctx.ticks.atOrBefore(order.symbol, now);
  if (!tick || now - tick.t > ctx.staleMs) throw new AppError('FEED_UNAVAILABLE');
  if (!inSellWindow(order, terms, tick.t) || !inSellWindow(order, terms, now)) {
    throw new AppError('SELL_WINDOW_CLOSED');
  }
  // The window's ticks, and the one before it, whose move to the window's first tick counts.
  const windowStart = tick.t - terms.volatilityWindowSec * 1000;
  const [before, inside] = await Promise.all([
    ctx.ticks.atOrBefore(order.symbol, windowStart),
    ctx.ticks.between(order.symbol, windowStart + 1, tick.t),
  ]);
  const windowTicks = [...(before ? [before] : []), ...inside].map(({ p, t }) => ({ p, t }));
  const payout = winningPayout(order.amount, order.payoutBps);
  const quote = sellPrice({
    direction: order.direction,
    payout,
    amount: order.amount,
    entryPrice: order.entryPrice,
    durationSec: order.durationSec,
    expiryTs: order.expiryTs,
    tick: { p: tick.p, t: tick.t },
    windowTicks,
    terms,
  });
  return { orderId: order.id, payout, tick: { p: tick.p, t: tick.t }, ...quote };
}

/**
 * The sale quote of an order of `userId` at `now`: NOT_FOUND for another's, ORDER_NOT_OPEN once
 * closed, and priceOrder's refusals.
 */
export async function quoteSale(
  ctx: QuoteContext,
  userId: number,
  orderId: number,
  now: number,
): Promise<SaleQuote> {
  const order = await findSellableOrder(ctx.db, userId, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  if (order.status !== 'open') throw new AppError('ORDER_NOT_OPEN');
  return priceOrder(ctx, order, now);
}
