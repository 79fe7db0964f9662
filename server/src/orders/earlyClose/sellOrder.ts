// The sale of an open order before its expiry (SPEC.md E5). The order is priced outside the
// transaction (its ticks come from the tick store); the transaction is then one state change, the
// same `status = 'open'` guard settlement uses (S7), so whichever of the two reaches the row first
// closes it and the other finds nothing to do: an order is sold or settled, never both.
import { cents, type BalanceEvent, type SaleQuote, type SaleRecord } from '@tempo/shared';
import { getBalances, postLedgerEntries, presentBalances } from '../../ledger';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { isInSandbox } from '../../quotes';
import { ANNOUNCEMENT_LEASE_MS } from '../announcementsRepo';
import { ORDER_VIEW_COLUMNS } from '../ordersRepo';
import type { SettledOrder } from '../commands/settleExpiredOrders';
import { findSellableOrder, priceOrder, type QuoteContext } from './quoteSale';

export interface SaleContext extends QuoteContext {
  db: Db;
}

export interface Sale {
  order: SettledOrder;
  balances: BalanceEvent;
  /** False when the order was sold already (a repeat): nothing was announced or credited now. */
  sold: boolean;
}

// The order leaves 'open' only if nothing closed it since it was priced and the clock is still
// inside its sell window. The outbox row (S10) names it, leased to this process, which announces it
// once the transaction commits.
const SELL_SQL = `
  WITH sold AS (
    UPDATE orders o
    SET status = 'sold', exit_ts = $3, exit_price = $4, payout = $5, profit = $5 - o.amount,
        settled_at = now(), sale = $6::jsonb
    WHERE o.id = $1 AND o.user_id = $2 AND o.status = 'open'
      AND o.expiry_ts - $7::bigint >= $8::bigint * 1000
    RETURNING ${ORDER_VIEW_COLUMNS}, o.user_id AS "userId"
  ),
  announcement AS (
    INSERT INTO order_announcements (id, order_ids, due_at)
    SELECT id, ARRAY[id], now() + $9 * interval '1 millisecond' FROM sold
  )
  SELECT * FROM sold`;

/**
 * Sells order `orderId` of `userId` at its price at `now` if that is at least `minPrice` cents.
 * Refuses with NOT_FOUND (not theirs), ORDER_NOT_OPEN (settled), PRICE_MOVED (with the quote),
 * PRODUCT_IN_SANDBOX, and priceOrder's refusals; a repeat of a sale answers with it.
 */
export async function sellOrder(
  ctx: SaleContext,
  userId: number,
  orderId: number,
  minPrice: number,
  now: number,
): Promise<Sale> {
  const order = await findSellableOrder(ctx.db, userId, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  if (order.status !== 'open') return answerClosed(ctx.db, userId, orderId);
  // SB1 keeps real orders off a product in the sandbox while they are open (it is entered only
  // with none open), so this look cannot go stale before the sale commits.
  if (order.account === 'real' && (await isInSandbox(ctx.db, order.symbol))) {
    throw new AppError('PRODUCT_IN_SANDBOX');
  }
  const quote = await priceOrder(ctx, order, now);
  if (quote.price < minPrice) {
    throw new AppError('PRICE_MOVED', { values: { price: { cents: quote.price } }, details: { quote } });
  }
  const committed = await withTransaction(ctx.db, async (tx) => {
    const { rows } = await tx.query<SettledOrder>({
      name: 'sell-order',
      text: SELL_SQL,
      values: [
        order.id,
        userId,
        quote.tick.t,
        quote.tick.p,
        quote.price,
        JSON.stringify(saleRecord(quote, minPrice)),
        now,
        order.earlyClose!.cutoffSec,
        ANNOUNCEMENT_LEASE_MS,
      ],
    });
    const sold = rows[0];
    if (!sold) return null;
    const credited =
      quote.price > 0
        ? await postLedgerEntries(tx, [
            {
              userId,
              bucket: order.account === 'demo' ? 'demo' : 'available',
              kind: 'order_sale',
              amount: cents(quote.price),
              ref: { type: 'order', id: order.id },
            },
          ])
        : null;
    const balances = credited?.get(userId) ?? (await getBalances(tx, userId));
    return { order: sold, balances: presentBalances(balances!) };
  });
  if (committed) return { ...committed, sold: true };
  return answerClosed(ctx.db, userId, orderId);
}

/** What a sale's inputs are kept as on the order (E5). */
function saleRecord(quote: SaleQuote, minPrice: number): SaleRecord {
  const { price, fair, spread, winMicros, variancePerSec, timeLeftMs, tick } = quote;
  return { price, minPrice, fair, spread, winMicros, variancePerSec, timeLeftMs, tick };
}

/**
 * The answer for an order the sale found closed: the sale itself when it was sold (a repeat, or
 * the same sale racing itself), else ORDER_NOT_OPEN; still open, the clock left its sell window
 * while it was priced.
 */
async function answerClosed(db: Db, userId: number, orderId: number): Promise<Sale> {
  const { rows } = await db.query<SettledOrder>(
    `SELECT ${ORDER_VIEW_COLUMNS}, o.user_id AS "userId" FROM orders o WHERE o.id = $1 AND o.user_id = $2`,
    [orderId, userId],
  );
  const order = rows[0]!;
  if (order.status === 'sold') {
    const balances = await getBalances(db, userId);
    return { order, balances: presentBalances(balances!), sold: false };
  }
  if (order.status !== 'open') throw new AppError('ORDER_NOT_OPEN');
  throw new AppError('SELL_WINDOW_CLOSED');
}
