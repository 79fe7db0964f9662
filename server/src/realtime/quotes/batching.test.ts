// What a subscription set is due out of a window's market data, and what a socket that fell
// behind is owed: the latest quote per symbol, however many batches it missed.
import { describe, expect, it } from 'vitest';
import type { Candle, Ticker } from '@tempo/shared';
import { ConflatedQuotes } from './ConflatedQuotes';
import { PendingQuotes } from './PendingQuotes';

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
const interest = (ticks: string[], tickers: string[]) => ({
  ticks: new Set(ticks),
  tickers: new Set(tickers),
});

describe('PendingQuotes', () => {
  it('gives each set its own symbols only: ticks and candles where ticks are wanted, tickers where any is', () => {
    const pending = new PendingQuotes();
    pending.addTick(tick('BTCUSDT', 1));
    pending.addTick(tick('ETHUSDT', 2));
    pending.addTick(tick('BTCUSDT', 3, T0 + 1));
    pending.addCandle({ s: 'BTCUSDT', i: '1m', c: candle(T0, 3) });
    pending.addTicker(ticker('BTCUSDT', 3, T0));
    pending.addTicker(ticker('ETHUSDT', 2, T0));
    expect([...pending.symbols()].sort()).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(pending.batchFor(interest(['BTCUSDT'], ['BTCUSDT']))).toEqual({
      ticks: [tick('BTCUSDT', 1), tick('BTCUSDT', 3, T0 + 1)],
      candles: [{ s: 'BTCUSDT', i: '1m', c: candle(T0, 3) }],
      tickers: [ticker('BTCUSDT', 3, T0)],
    });
    expect(pending.batchFor(interest([], ['BTCUSDT', 'ETHUSDT']))).toEqual({
      tickers: [ticker('BTCUSDT', 3, T0), ticker('ETHUSDT', 2, T0)],
    });
    expect(pending.batchFor(interest(['SOLUSDT'], ['SOLUSDT']))).toBeNull();
  });

  it('keeps only the newest ticker of a symbol within a window', () => {
    const pending = new PendingQuotes();
    pending.addTicker(ticker('BTCUSDT', 3, T0));
    pending.addTicker(ticker('BTCUSDT', 4, T0 + 1_000));
    expect(pending.batchFor(interest([], ['BTCUSDT']))?.tickers).toEqual([ticker('BTCUSDT', 4, T0 + 1_000)]);
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
