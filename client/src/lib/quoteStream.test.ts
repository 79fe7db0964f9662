// A batch reaches screens as single quotes in the contract's order: ticks, then the candles they
// closed, then tickers; a gap batch tells the listeners that reload history before its quotes.
import { describe, expect, it } from 'vitest';
import type { Candle, Ticker } from '@tempo/shared';
import { QuoteStream } from './quoteStream';

const T0 = 1_700_000_040_000;
const candle: Candle = { t: T0, o: 1, h: 2, l: 0.5, c: 1.5, v: 3, q: 4 };
const ticker: Ticker = {
  s: 'BTCUSDT',
  last: 1.6,
  open: 1,
  change: 0.6,
  changePct: 60,
  high: 2,
  low: 0.5,
  volume: 3,
  turnover: 4,
  t: T0 + 60_001,
};

describe('QuoteStream', () => {
  it('hands out ticks, then candles, then tickers, whatever order the batch lists them in', () => {
    const stream = new QuoteStream();
    const seen: string[] = [];
    stream.on('ticker', (quote) => seen.push(`ticker ${quote.s}`));
    stream.on('candle', (quote) => seen.push(`candle ${quote.s} ${quote.i}`));
    stream.on('tick', (quote) => seen.push(`tick ${quote.s} ${quote.p}`));
    stream.dispatch({
      tickers: [ticker],
      candles: [{ s: 'BTCUSDT', i: '1m', c: candle }],
      ticks: [
        { s: 'BTCUSDT', p: 1.5, t: T0 + 59_000, v: 1 },
        { s: 'BTCUSDT', p: 1.6, t: T0 + 60_001, v: 1 },
      ],
    });
    expect(seen).toEqual(['tick BTCUSDT 1.5', 'tick BTCUSDT 1.6', 'candle BTCUSDT 1m', 'ticker BTCUSDT']);
  });

  it('calls gap listeners before the gap batch’s quotes, and only for gap batches', () => {
    const stream = new QuoteStream();
    const seen: string[] = [];
    stream.on('tick', (quote) => seen.push(`tick ${quote.p}`));
    stream.onGap(() => seen.push('gap'));
    stream.dispatch({ ticks: [{ s: 'BTCUSDT', p: 1, t: T0, v: 1 }] });
    stream.dispatch({ ticks: [{ s: 'BTCUSDT', p: 2, t: T0 + 9_000, v: 1 }], gap: true });
    expect(seen).toEqual(['tick 1', 'gap', 'tick 2']);
  });

  it('stops calling a listener once it is released', () => {
    const stream = new QuoteStream();
    const prices: number[] = [];
    const stop = stream.on('tick', (quote) => prices.push(quote.p));
    stream.dispatch({ ticks: [{ s: 'BTCUSDT', p: 1, t: T0, v: 1 }] });
    stop();
    stream.dispatch({ ticks: [{ s: 'BTCUSDT', p: 2, t: T0 + 1, v: 1 }] });
    expect(prices).toEqual([1]);
  });
});
