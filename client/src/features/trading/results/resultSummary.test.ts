import { describe, expect, it } from 'vitest';
import { cents, type OrderView } from '@tempo/shared';
import { profitOf, summarizeResults } from './resultSummary';

type Settled = Pick<OrderView, 'account' | 'status' | 'profit' | 'amount'>;
const order = (
  status: OrderView['status'],
  profit: number | null,
  account: Settled['account'] = 'real',
): Settled => ({
  account,
  status,
  profit: profit === null ? null : cents(profit),
  amount: cents(1_000),
});

describe('profitOf', () => {
  it('is the profit of a win, minus the stake of a loss, and nothing for a refund', () => {
    expect(profitOf(order('won', 800))).toBe(800);
    expect(profitOf(order('lost', -1_000))).toBe(-1_000);
    expect(profitOf(order('lost', null))).toBe(-1_000);
    expect(profitOf(order('draw', 0))).toBe(0);
    expect(profitOf(order('void', null))).toBe(0);
  });
});

describe('summarizeResults', () => {
  it('nets the results of one account', () => {
    expect(summarizeResults([order('won', 800), order('lost', -1_000), order('draw', 0)])).toEqual({
      count: 3,
      account: 'real',
      net: -200,
    });
  });

  it('gives no net when real and demo results are mixed', () => {
    expect(summarizeResults([order('won', 800), order('won', 800, 'demo')])).toEqual({
      count: 2,
      account: null,
      net: null,
    });
  });
});
