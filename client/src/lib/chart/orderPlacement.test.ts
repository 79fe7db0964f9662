import { describe, expect, it } from 'vitest';
import {
  barTimeOf,
  distinctExpiries,
  entryPriceRange,
  logicalOfInstant,
  type ChartOrder,
} from './orderPlacement';

const MINUTE_MS = 60_000;
/** Bars of one minute opening at 12:00, 12:01, 12:02 (UTC seconds), then a gap, then 12:10. */
const T0 = Date.UTC(2026, 10, 23, 12, 0) / 1000;
const TIMES = [T0, T0 + 60, T0 + 120, T0 + 600];

function order(patch: Partial<ChartOrder>): ChartOrder {
  return {
    id: 1,
    direction: 'up',
    entryPrice: 100,
    entryTs: T0 * 1000,
    expiryTs: T0 * 1000 + 5_000,
    title: '▲ Up $10.00',
    expiryLabel: '12:00:05',
    ...patch,
  };
}

describe('barTimeOf', () => {
  it('is the open time, in seconds, of the bar that holds the instant', () => {
    expect(barTimeOf(T0 * 1000 + 59_999, MINUTE_MS)).toBe(T0);
    expect(barTimeOf(T0 * 1000 + 60_000, MINUTE_MS)).toBe(T0 + 60);
    expect(barTimeOf(T0 * 1000 + 4 * MINUTE_MS + 1, 5 * MINUTE_MS)).toBe(T0);
  });
});

describe('logicalOfInstant', () => {
  it('puts a bar’s open time on the bar and an instant inside it that far towards the next', () => {
    expect(logicalOfInstant(TIMES, 60, T0)).toBe(0);
    expect(logicalOfInstant(TIMES, 60, T0 + 30)).toBe(0.5);
    expect(logicalOfInstant(TIMES, 60, T0 + 75)).toBe(1.25);
  });

  it('counts on in whole intervals past the newest bar, where an expiry usually lies', () => {
    expect(logicalOfInstant(TIMES, 60, T0 + 600 + 5)).toBeCloseTo(3 + 5 / 60);
    expect(logicalOfInstant(TIMES, 60, T0 + 600 + 150)).toBe(5.5);
  });

  it('puts an instant in a gap between bars (a closed market) at the next bar', () => {
    expect(logicalOfInstant(TIMES, 60, T0 + 300)).toBe(3);
  });

  it('has no place before the first bar or without bars', () => {
    expect(logicalOfInstant(TIMES, 60, T0 - 1)).toBeNull();
    expect(logicalOfInstant([], 60, T0)).toBeNull();
  });
});

describe('entryPriceRange', () => {
  it('spans the entry prices, and is null without orders', () => {
    expect(entryPriceRange([{ entryPrice: 101.5 }, { entryPrice: 99.25 }, { entryPrice: 100 }])).toEqual({
      minValue: 99.25,
      maxValue: 101.5,
    });
    expect(entryPriceRange([])).toBeNull();
  });
});

describe('distinctExpiries', () => {
  it('labels each expiry instant once, in time order, coloured by its earliest order', () => {
    const orders = [
      order({ id: 3, direction: 'down', expiryTs: 2_000 }),
      order({ id: 2, direction: 'up', expiryTs: 1_000 }),
      order({ id: 1, direction: 'down', expiryTs: 1_000 }),
    ];
    expect(distinctExpiries(orders).map((o) => [o.id, o.direction, o.expiryTs])).toEqual([
      [1, 'down', 1_000],
      [3, 'down', 2_000],
    ]);
  });
});
