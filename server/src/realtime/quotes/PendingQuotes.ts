// The market data that arrived off the bus since the last flush, by symbol, and the one batch each
// subscription set is due out of it.
import type { CandleEvent, QuotesEvent, Tick, Ticker } from '@tempo/shared';

/** The symbols a subscription set takes every tick and closed candle of, and the tickers of. */
export interface QuoteInterest {
  readonly ticks: ReadonlySet<string>;
  readonly tickers: ReadonlySet<string>;
}

export class PendingQuotes {
  private readonly ticks = new Map<string, Tick[]>();
  private readonly candles = new Map<string, CandleEvent[]>();
  /** A ticker is a snapshot: only the newest per symbol is worth sending. */
  private readonly tickers = new Map<string, Ticker>();

  addTick(tick: Tick): void {
    append(this.ticks, tick.s, tick);
  }

  addCandle(candle: CandleEvent): void {
    append(this.candles, candle.s, candle);
  }

  addTicker(ticker: Ticker): void {
    this.tickers.set(ticker.s, ticker);
  }

  get isEmpty(): boolean {
    return this.ticks.size === 0 && this.candles.size === 0 && this.tickers.size === 0;
  }

  /** Every symbol something arrived for. */
  symbols(): Set<string> {
    return new Set([...this.ticks.keys(), ...this.candles.keys(), ...this.tickers.keys()]);
  }

  /** What `interest` is due, or null when nothing of its symbols arrived. */
  batchFor(interest: QuoteInterest): QuotesEvent | null {
    const ticks: Tick[] = [];
    const candles: CandleEvent[] = [];
    for (const symbol of interest.ticks) {
      const symbolTicks = this.ticks.get(symbol);
      if (symbolTicks) ticks.push(...symbolTicks);
      const symbolCandles = this.candles.get(symbol);
      if (symbolCandles) candles.push(...symbolCandles);
    }
    const tickers: Ticker[] = [];
    for (const symbol of interest.tickers) {
      const ticker = this.tickers.get(symbol);
      if (ticker) tickers.push(ticker);
    }
    if (!ticks.length && !candles.length && !tickers.length) return null;
    const batch: QuotesEvent = {};
    if (ticks.length) batch.ticks = ticks;
    if (candles.length) batch.candles = candles;
    if (tickers.length) batch.tickers = tickers;
    return batch;
  }
}

function append<T>(bySymbol: Map<string, T[]>, symbol: string, entry: T): void {
  const entries = bySymbol.get(symbol);
  if (entries) entries.push(entry);
  else bySymbol.set(symbol, [entry]);
}
