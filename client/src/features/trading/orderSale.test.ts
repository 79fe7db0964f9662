// A sale's result reaches the tab twice, by the HTTP answer and by `orders:settled` (orders/SPEC.md
// E5), in either order: the screens hear it once, and the balances of the one that came first stay.
import { describe, expect, it } from 'vitest';
import type { Balances, OrderView, Profile } from '@tempo/shared';
import { store } from '../../app/store';
import { onOrderEvent, openOrders, rememberOpened, rememberSettled, rememberSold } from './orderEvents';

let nextId = 100;

function openOrder(): OrderView {
  const order = {
    id: nextId++,
    symbol: 'BTCUSDT',
    account: 'real',
    direction: 'up',
    amount: 1_000,
    durationSec: 300,
    payoutBps: 9_000,
    status: 'open',
    entryPrice: 100.5,
    entryTs: 1_700_000_000_000,
    expiryTs: 1_700_000_300_000,
    exitPrice: null,
    exitTs: null,
    payout: null,
    profit: null,
    settledAt: null,
  } as OrderView;
  rememberOpened(order);
  return order;
}

const sold = (order: OrderView, price: number) =>
  ({
    ...order,
    status: 'sold',
    exitPrice: 100.9,
    exitTs: 1_700_000_100_000,
    payout: price,
    profit: price - order.amount,
    settledAt: 1_700_000_100_000,
  }) as OrderView;

const balances = (available: number) => ({ available, frozen: 0, savings: 0, demo: 1_000_000 }) as Balances;

function heardSettled(): OrderView[] {
  const heard: OrderView[] = [];
  onOrderEvent((event) => {
    if (event.kind === 'settled') heard.push(event.order);
  });
  return heard;
}

store.userInfo = { balances: balances(0), totalAssets: 0 } as Profile;

describe('a sale answered', () => {
  it('E5: the answer first tells the sale once, applies its balances and drops the open card', () => {
    const heard = heardSettled();
    const order = openOrder();
    rememberSold({ order: sold(order, 1_310), balances: balances(100_310) });
    expect(store.userInfo!.balances.available).toBe(100_310);
    expect(openOrders.byId[order.id]).toBeUndefined();
    // The same sale announced by the socket afterwards tells nothing again.
    rememberSettled(sold(order, 1_310));
    expect(heard.map((seen) => [seen.id, seen.status])).toEqual([[order.id, 'sold']]);
  });

  it('E5: the event first keeps its balances (as new or newer) and the answer tells nothing again', () => {
    const heard = heardSettled();
    const order = openOrder();
    rememberSettled(sold(order, 1_310));
    // Balances changed again by another event before the answer arrived.
    store.userInfo!.balances = balances(90_310);
    rememberSold({ order: sold(order, 1_310), balances: balances(100_310) });
    expect(store.userInfo!.balances.available).toBe(90_310);
    expect(heard).toHaveLength(1);
  });
});
