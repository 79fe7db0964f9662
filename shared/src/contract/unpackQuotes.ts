// One place that knows the order a `quotes` batch is applied in, for the app, the tests and the
// scripts alike: ticks first, then the candles they closed, then the tickers.
import type { Tick } from '../domain/candles';
import type { Ticker } from './quotes';
import type { CandleEvent, QuotesEvent } from './socketServerEvents';

export interface QuoteHandlers {
  tick?: (tick: Tick) => void;
  candle?: (candle: CandleEvent) => void;
  ticker?: (ticker: Ticker) => void;
}

/** Hands each entry of `batch` to its handler, in the order the contract applies them. */
export function unpackQuotes(batch: QuotesEvent, handlers: QuoteHandlers): void {
  if (handlers.tick) for (const tick of batch.ticks ?? []) handlers.tick(tick);
  if (handlers.candle) for (const candle of batch.candles ?? []) handlers.candle(candle);
  if (handlers.ticker) for (const ticker of batch.tickers ?? []) handlers.ticker(ticker);
}
