// Market data as screens take it: one listener per kind (every tick, closed candle or ticker of
// the subscribed symbols), unpacked from the server's `quotes` batches in the contract's order.
// A batch marked `gap` followed a stretch the socket was too slow for: the server skipped ticks
// and sent only the latest per symbol, so a chart reloads its history (`onQuoteGap`).
import { unpackQuotes, type CandleEvent, type QuotesEvent, type Tick, type Ticker } from '@tempo/shared';

interface QuoteKinds {
  tick: Tick;
  candle: CandleEvent;
  ticker: Ticker;
}
export type QuoteKind = keyof QuoteKinds;

export class QuoteStream {
  private readonly listeners: { [K in QuoteKind]: Set<(quote: QuoteKinds[K]) => void> } = {
    tick: new Set(),
    candle: new Set(),
    ticker: new Set(),
  };
  private readonly gapListeners = new Set<() => void>();

  /** Calls `listener` with every quote of `kind`; returns the function that stops it. */
  on<K extends QuoteKind>(kind: K, listener: (quote: QuoteKinds[K]) => void): () => void {
    const set = this.listeners[kind];
    set.add(listener);
    return () => void set.delete(listener);
  }

  /** Calls `listener` for each batch that followed skipped ticks, before its quotes. */
  onGap(listener: () => void): () => void {
    this.gapListeners.add(listener);
    return () => void this.gapListeners.delete(listener);
  }

  dispatch(batch: QuotesEvent): void {
    // Gap listeners first: a chart starts reloading (and holding live quotes) before the batch's
    // quotes arrive, so the latest tick is folded on top of the page rather than lost under it.
    if (batch.gap) for (const listener of [...this.gapListeners]) listener();
    const { tick, candle, ticker } = this.listeners;
    unpackQuotes(batch, {
      tick: (quote) => tick.forEach((listener) => listener(quote)),
      candle: (quote) => candle.forEach((listener) => listener(quote)),
      ticker: (quote) => ticker.forEach((listener) => listener(quote)),
    });
  }
}
