import { describe, expect, it } from 'vitest';
import { orderView, type OrderView } from '@tempo/shared';
import { appendPage, removeOrder, upsertOrder } from './orderLists';

const order = (id: number, status: OrderView['status'] = 'open'): OrderView =>
  orderView.parse({
    id,
    symbol: 'BTCUSDT',
    account: 'real',
    direction: 'up',
    amount: 1_000,
    durationSec: 5,
    payoutBps: 8_000,
    status,
    entryPrice: 100,
    entryTs: id * 1_000,
    expiryTs: id * 1_000 + 5_000,
    exitPrice: null,
    exitTs: null,
    payout: null,
    profit: null,
    settledAt: null,
  });
const ids = (list: OrderView[]) => list.map((item) => item.id);

describe('order lists', () => {
  it('puts a new order in id order, newest first', () => {
    expect(ids(upsertOrder([order(9), order(5)], order(12), false))).toEqual([12, 9, 5]);
    expect(ids(upsertOrder([order(9), order(5)], order(7), false))).toEqual([9, 7, 5]);
    expect(ids(upsertOrder([], order(3), false))).toEqual([3]);
  });

  it('replaces the copy it already has', () => {
    const list = upsertOrder([order(9), order(5)], order(5, 'won'), true);
    expect(ids(list)).toEqual([9, 5]);
    expect(list[1]!.status).toBe('won');
  });

  it('leaves an order older than the loaded part to its own page', () => {
    expect(ids(upsertOrder([order(9), order(5)], order(3), true))).toEqual([9, 5]);
    expect(ids(upsertOrder([order(9), order(5)], order(3), false))).toEqual([9, 5, 3]);
  });

  it('removes a settled order from holding', () => {
    expect(ids(removeOrder([order(9), order(5)], 9))).toEqual([5]);
  });

  it('appends a page without an order twice', () => {
    expect(ids(appendPage([order(9), order(8)], [order(8), order(4)]))).toEqual([9, 8, 4]);
  });
});
