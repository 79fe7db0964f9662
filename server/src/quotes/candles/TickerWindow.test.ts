import { describe, expect, it } from 'vitest';
import type { Candle } from '@tempo/shared';
import { TickerWindow } from './TickerWindow';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 21, 12, 0, 30);
const candle = (minutesAgo: number, o: number, h: number, l: number, c: number, v = 1): Candle => ({
  t: NOW - 30_000 - minutesAgo * MINUTE,
  o,
  h,
  l,
  c,
  v,
  q: c * v,
});

describe('24h ticker from 1m candles', () => {
  it('takes open from the oldest candle within 24h and last, high, low and volume across the window', () => {
    const window = new TickerWindow('BTCUSDT', 2, [
      candle(1500, 50, 500, 1, 60),
      candle(1439, 100, 120, 90, 110),
      candle(5, 110, 130, 105, 125),
    ]);
    const ticker = window.compute(NOW, candle(0, 125, 126, 124, 126, 2));
    expect(ticker).toMatchObject({
      s: 'BTCUSDT',
      open: 100,
      last: 126,
      high: 130,
      low: 90,
      change: 26,
      changePct: 26,
      volume: 4,
    });
  });

  it('is null before any candle and ignores a candle added out of order', () => {
    const window = new TickerWindow('ETHUSDT', 2);
    expect(window.compute(NOW, undefined)).toBeNull();
    window.add(candle(3, 10, 10, 10, 10));
    window.add(candle(4, 99, 99, 99, 99));
    expect(window.compute(NOW, undefined)).toMatchObject({ open: 10, high: 10 });
  });
});
