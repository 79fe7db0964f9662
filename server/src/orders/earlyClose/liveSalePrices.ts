// The live sale prices of the open orders a trader's screen shows (`sale:watch`, `sale:prices`):
// each is what a sale would be priced at on the same tick (priceOrder, E1–E4), so the price shown
// is the price a sale gets unless the market moves first.
import type { SalePriceView } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';
import { AppError } from '../../platform/AppError';
import type { TickReader } from '../../quotes';
import { priceOrder, SELLABLE_ORDER_COLUMNS, type QuoteContext, type SellableOrder } from './quoteSale';

/** Of `orderIds`, the open orders of `userId` placed with early-close terms, in the order asked. */
export async function findWatchableOrders(
  db: Queryable,
  userId: number,
  orderIds: readonly number[],
): Promise<SellableOrder[]> {
  if (!orderIds.length) return [];
  const { rows } = await db.query<SellableOrder>({
    name: 'find-watchable-orders',
    text: `SELECT ${SELLABLE_ORDER_COLUMNS} FROM orders
           WHERE id = ANY($1) AND user_id = $2 AND status = 'open' AND early_close IS NOT NULL`,
    values: [orderIds, userId],
  });
  const byId = new Map(rows.map((order) => [order.id, order]));
  return orderIds.flatMap((id) => byId.get(id) ?? []);
}

/** The order's price at `now`, or why it has none this moment. */
export async function livePrice(
  ctx: QuoteContext,
  order: SellableOrder,
  now: number,
): Promise<SalePriceView> {
  try {
    return { orderId: order.id, quote: await priceOrder(ctx, order, now), reason: null };
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'SELL_WINDOW_CLOSED' || error.code === 'FEED_UNAVAILABLE')
    ) {
      return { orderId: order.id, quote: null, reason: error.code };
    }
    throw error;
  }
}

/**
 * A reader that answers each question once: the orders priced together on one product at one
 * moment ask for the same newest tick and, mostly, the same window.
 */
export function onceEachReader(reader: TickReader): TickReader {
  // Keyed by the question's words, as JSON: a question, not a key of the store.
  const answers = new Map<string, Promise<unknown>>();
  const once = <T>(question: unknown[], read: () => Promise<T>): Promise<T> => {
    const asked = JSON.stringify(question);
    let answer = answers.get(asked) as Promise<T> | undefined;
    if (!answer) {
      answer = read();
      answers.set(asked, answer);
    }
    return answer;
  };
  return {
    atOrBefore: (symbol, ts) => once(['atOrBefore', symbol, ts], () => reader.atOrBefore(symbol, ts)),
    between: (symbol, from, to, limit) =>
      once(['between', symbol, from, to, limit ?? null], () => reader.between(symbol, from, to, limit)),
  };
}
