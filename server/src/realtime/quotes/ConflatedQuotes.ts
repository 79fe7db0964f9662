// Market data for a socket that fell behind: instead of a queue that grows with every batch, the
// latest tick, closed candle (per interval) and ticker of each symbol, sent as one batch marked
// `gap` once the socket catches up. Its size is bounded by the symbols, whatever the tick rate.
import type { CandleEvent, QuotesEvent, Tick, Ticker } from '@tempo/shared';

export class ConflatedQuotes {
  private readonly ticks = new Map<string, Tick>();
  private readonly candles = new Map<string, CandleEvent>();
  private readonly tickers = new Map<string, Ticker>();

  /** Folds in a batch the socket was due; batches come in order, so later entries win. */
  absorb(batch: QuotesEvent): void {
    for (const tick of batch.ticks ?? []) this.ticks.set(tick.s, tick);
    for (const candle of batch.candles ?? []) {
      const key = `${candle.s} ${candle.i}`;
      const known = this.candles.get(key);
      if (!known || candle.c.t >= known.c.t) this.candles.set(key, candle);
    }
    for (const ticker of batch.tickers ?? []) {
      const known = this.tickers.get(ticker.s);
      if (!known || ticker.t >= known.t) this.tickers.set(ticker.s, ticker);
    }
  }

  /** Everything kept, as one batch that tells the client it missed some ticks. */
  toBatch(): QuotesEvent {
    const batch: QuotesEvent = { gap: true };
    if (this.ticks.size) batch.ticks = [...this.ticks.values()];
    if (this.candles.size) batch.candles = [...this.candles.values()];
    if (this.tickers.size) batch.tickers = [...this.tickers.values()];
    return batch;
  }
}
