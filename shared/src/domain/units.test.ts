import { describe, expect, it } from 'vitest';
import { orderView } from '../contract/orders';
import { cents, epochMs, price, type Cents, type EpochMs, type Price } from './units';

describe('branded units', () => {
  it('make only what they promise', () => {
    expect(cents(1_250)).toBe(1_250);
    expect(() => cents(12.5)).toThrow(RangeError);
    expect(() => cents(2 ** 53)).toThrow(RangeError);
    expect(price(67_154.19)).toBe(67_154.19);
    expect(() => price(0)).toThrow(RangeError);
    expect(() => price(Number.NaN)).toThrow(RangeError);
    expect(epochMs(1_795_839_762_168)).toBe(1_795_839_762_168);
    expect(() => epochMs(1.5)).toThrow(RangeError);
  });

  it('keep one unit from standing in for another, and a plain number from standing in for any', () => {
    const stake = (amount: Cents) => amount;
    const at = (instant: EpochMs) => instant;
    const quoted = (spot: Price) => spot;
    // @ts-expect-error a plain number is no amount of money until cents() says so
    stake(1_000);
    // @ts-expect-error a price is not a stake
    stake(price(100.5));
    // @ts-expect-error an instant is not a stake
    stake(epochMs(1_000));
    // @ts-expect-error a stake is not an instant
    at(cents(1_000));
    // @ts-expect-error a stake is not a price
    quoted(cents(1_000));
    expect(stake(cents(1_000)) + at(epochMs(2)) + quoted(price(3))).toBe(1_005);
  });

  it('come branded off the wire, from the route table’s schemas', () => {
    const order = orderView.parse({
      id: 1,
      symbol: 'BTCUSDT',
      account: 'real',
      direction: 'up',
      amount: 1_000,
      durationSec: 30,
      payoutBps: 8_500,
      status: 'won',
      entryPrice: 100,
      entryTs: 1_000,
      expiryTs: 31_000,
      exitPrice: 101,
      exitTs: 31_000,
      payout: 1_850,
      profit: 850,
      settledAt: 31_100,
    });
    const stake: Cents = order.amount;
    const expiry: EpochMs = order.expiryTs;
    // @ts-expect-error the payout is money, not a price
    const wrong: Price = order.payout!;
    expect([stake, expiry, wrong]).toEqual([1_000, 31_000, 1_850]);
    expect(orderView.safeParse({ ...order, amount: 10.5 }).success).toBe(false);
  });
});
