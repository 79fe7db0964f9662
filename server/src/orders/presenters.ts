// What of an order leaves the server: each field named here, so a column added to a query (the
// owner's id, the idempotency key, internal flags) never reaches a client by accident.
import type { BalanceEvent, OrderDetail, OrdersSettledEvent, OrderView } from '@tempo/shared';

/** An order as its owner sees it: OrderView's fields and nothing else. */
export function ownerView(order: OrderView): OrderView {
  return {
    id: order.id,
    symbol: order.symbol,
    account: order.account,
    direction: order.direction,
    amount: order.amount,
    durationSec: order.durationSec,
    payoutBps: order.payoutBps,
    status: order.status,
    entryPrice: order.entryPrice,
    entryTs: order.entryTs,
    expiryTs: order.expiryTs,
    exitPrice: order.exitPrice,
    exitTs: order.exitTs,
    payout: order.payout,
    profit: order.profit,
    settledAt: order.settledAt,
  };
}

/**
 * One order with the ticks that decided it, the stale window its settlement applied (S9), and its
 * early-close terms and sale (E4, E5).
 */
export function ownerDetail(order: OrderDetail): OrderDetail {
  const ticks = (list: readonly { p: number; t: number }[]) => list.map(({ p, t }) => ({ p, t }));
  return {
    ...ownerView(order),
    auditTicks: order.auditTicks && {
      entry: ticks(order.auditTicks.entry),
      exit: ticks(order.auditTicks.exit),
    },
    feedStaleMs: order.feedStaleMs,
    earlyClose: order.earlyClose && {
      spreadBaseBps: order.earlyClose.spreadBaseBps,
      spreadSlopeBps: order.earlyClose.spreadSlopeBps,
      volatilityWindowSec: order.earlyClose.volatilityWindowSec,
      openSec: order.earlyClose.openSec,
      cutoffSec: order.earlyClose.cutoffSec,
    },
    sale: order.sale && {
      price: order.sale.price,
      minPrice: order.sale.minPrice,
      fair: order.sale.fair,
      spread: order.sale.spread,
      winMicros: order.sale.winMicros,
      variancePerSec: order.sale.variancePerSec,
      timeLeftMs: order.sale.timeLeftMs,
      tick: { p: order.sale.tick.p, t: order.sale.tick.t },
    },
  };
}

/** `orders:settled` for the owner: the orders, as the owner sees them, and the balances after them. */
export function settledEvent(orders: OrderView[], balances: BalanceEvent): OrdersSettledEvent {
  return { orders: orders.map(ownerView), balances };
}
