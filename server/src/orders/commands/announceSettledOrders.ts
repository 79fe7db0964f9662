// Tells the owners of settled orders their outcomes through the orders notifier: the hot path does
// it for each chunk the moment it commits, the outbox drain for any chunk whose announcement is
// still owed (S10). Either way the event is the same: the owner's orders and the balances now.
import type { OrderNotifier } from '../OrderNotifier';
import { getBalancesOf, presentBalances } from '../../ledger';
import type { Queryable } from '../../platform/db/pool';
import { settledEvent } from '../presenters';
import type { SettledOrder } from './settleExpiredOrders';

/**
 * Announces `orders` to their owners: one event per owner, however many of their orders the chunk
 * closed, and one call of the notifier for the whole chunk, so a burst of expiries costs an encode
 * and a write per trader, not per order. Rejects when the notifier could not hand the events on.
 */
export async function announceSettledOrders(
  db: Queryable,
  notifier: OrderNotifier,
  orders: readonly SettledOrder[],
): Promise<void> {
  if (!orders.length) return;
  const byOwner = new Map<number, SettledOrder[]>();
  for (const order of orders) {
    const owned = byOwner.get(order.userId);
    if (owned) owned.push(order);
    else byOwner.set(order.userId, [order]);
  }
  const balances = await getBalancesOf(db, [...byOwner.keys()]);
  await notifier.settled(
    [...byOwner].map(([userId, owned]) => ({
      userId,
      event: settledEvent(owned, presentBalances(balances.get(userId)!)),
    })),
  );
}
