import { describe, expect, it } from 'vitest';
import type { Ticker } from '@tempo/shared';
import { liveQuote, trendOf } from './liveQuote';

const TICKER: Ticker = {
  s: 'BTCUSDT',
  last: 101,
  open: 100,
  change: 1,
  changePct: 1,
  high: 105,
  low: 95,
  volume: 10,
  turnover: 1_000,
  t: 1_000,
};

describe('liveQuote', () => {
  it('shows the ticker while no newer tick exists', () => {
    expect(liveQuote(TICKER, { p: 99, t: 1_000, receivedAt: 0 }, 2)).toMatchObject({ last: 101, change: 1 });
    expect(liveQuote(TICKER, null, 2)).toMatchObject({ last: 101, high: 105 });
  });

  it('moves to a newer tick: change against the 24h open, high and low widened', () => {
    const quote = liveQuote(TICKER, { p: 106.5, t: 2_000, receivedAt: 0 }, 2)!;
    expect(quote).toMatchObject({ last: 106.5, change: 6.5, high: 106.5, low: 95, t: 2_000 });
    expect(quote.changePct).toBeCloseTo(6.5, 12);
    expect(liveQuote(TICKER, { p: 90, t: 2_000, receivedAt: 0 }, 2)).toMatchObject({ change: -10, low: 90 });
  });

  it('rounds the change to the precision, so float noise never reads as a move', () => {
    expect(liveQuote({ ...TICKER, open: 0.3 }, { p: 0.1 + 0.2, t: 2_000, receivedAt: 0 }, 2)!.change).toBe(0);
  });

  it('is nothing without a ticker or a tick, and a bare price with a tick only', () => {
    expect(liveQuote(null, null, 2)).toBeNull();
    expect(liveQuote(null, { p: 5, t: 1, receivedAt: 0 }, 2)).toMatchObject({ last: 5, change: 0 });
  });

  it('reads the trend from the sign', () => {
    expect([trendOf(1), trendOf(-0.5), trendOf(0)]).toEqual(['up', 'down', 'flat']);
  });
});
