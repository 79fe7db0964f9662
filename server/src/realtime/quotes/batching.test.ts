// What a subscription group is due since its last frame, and what a socket that fell
// behind is owed: the latest quote per symbol, however many batches it missed.
import { describe, expect, it } from 'vitest';
import type { Candle, Ticker } from '@tempo/shared';
import { ConflatedQuotes } from './ConflatedQuotes';
import { PendingBatch } from './PendingBatch';

const T0 = 1_700_000_040_000;
const tick = (s: string, p: number, t = T0) => ({ s, p, t, v: 1 });
const candle = (t: number, c: number): Candle => ({ t, o: c, h: c, l: c, c, v: 1, q: c });
const ticker = (s: string, last: number, t: number): Ticker => ({
  s,
  last,
  open: 1,
  change: last - 1,
  changePct: (last - 1) * 100,
  high: last,
  low: 1,
  volume: 1,
  turnover: last,
  t,
});

describe('PendingBatch', () => {
  it('keeps ticks and candles in order and the newest ticker per symbol, then starts empty', () => {
    const pending = new PendingBatch();
    expect(pending.take()).toBeNull();
    pending.addTick(tick('BTCUSDT', 1));
    pending.addTick(tick('ETHUSDT', 2));
    pending.addTick(tick('BTCUSDT', 3, T0 + 1));
    pending.addCandle({ s: 'BTCUSDT', i: '1m', c: candle(T0, 3) });
    pending.addTicker(ticker('BTCUSDT', 3, T0));
    pending.addTicker(ticker('BTCUSDT', 4, T0 + 1_000));
    pending.addTicker(ticker('ETHUSDT', 2, T0));
    expect(pending.take()).toEqual({
      ticks: [tick('BTCUSDT', 1), tick('ETHUSDT', 2), tick('BTCUSDT', 3, T0 + 1)],
      candles: [{ s: 'BTCUSDT', i: '1m', c: candle(T0, 3) }],
      tickers: [ticker('BTCUSDT', 4, T0 + 1_000), ticker('ETHUSDT', 2, T0)],
    });
    expect(pending.isEmpty).toBe(true);
    pending.addTicker(ticker('ETHUSDT', 5, T0 + 2_000));
    expect(pending.take()).toEqual({ tickers: [ticker('ETHUSDT', 5, T0 + 2_000)] });
  });
});

describe('ConflatedQuotes', () => {
  it('owes the latest tick per symbol, candle per symbol and interval, and ticker per symbol', () => {
    const owed = new ConflatedQuotes();
    for (let i = 0; i < 1_000; i++) {
      owed.absorb({
        ticks: [tick('BTCUSDT', i, T0 + i), tick('ETHUSDT', -i, T0 + i)],
        tickers: [ticker('BTCUSDT', i, T0 + i)],
      });
    }
    owed.absorb({
      candles: [
        { s: 'BTCUSDT', i: '1m', c: candle(T0, 1) },
        { s: 'BTCUSDT', i: '1m', c: candle(T0 + 60_000, 2) },
        { s: 'BTCUSDT', i: '1h', c: candle(T0, 3) },
      ],
    });
    expect(owed.toBatch()).toEqual({
      gap: true,
      ticks: [tick('BTCUSDT', 999, T0 + 999), tick('ETHUSDT', -999, T0 + 999)],
      candles: [
        { s: 'BTCUSDT', i: '1m', c: candle(T0 + 60_000, 2) },
        { s: 'BTCUSDT', i: '1h', c: candle(T0, 3) },
      ],
      tickers: [ticker('BTCUSDT', 999, T0 + 999)],
    });
  });

  it('keeps a newer ticker over an older one sent later (the snapshot on subscribe)', () => {
    const owed = new ConflatedQuotes();
    owed.absorb({ tickers: [ticker('BTCUSDT', 5, T0 + 5_000)] });
    owed.absorb({ tickers: [ticker('BTCUSDT', 4, T0)] });
    expect(owed.toBatch().tickers).toEqual([ticker('BTCUSDT', 5, T0 + 5_000)]);
  });
});
