// The market data one subscription group is due since its last frame: ticks and closed candles in
// the order they came, and the newest ticker per symbol (a ticker is a snapshot: an older one is
// worth nothing once a newer exists).
import type { CandleEvent, QuotesEvent, Tick, Ticker } from '@tempo/shared';

export class PendingBatch {
  private ticks: Tick[] = [];
  private candles: CandleEvent[] = [];
  private tickers = new Map<string, Ticker>();

  addTick(tick: Tick): void {
    this.ticks.push(tick);
  }

  addCandle(candle: CandleEvent): void {
    this.candles.push(candle);
  }

  addTicker(ticker: Ticker): void {
    this.tickers.set(ticker.s, ticker);
  }

  get isEmpty(): boolean {
    return this.ticks.length === 0 && this.candles.length === 0 && this.tickers.size === 0;
  }

  /** Everything pending as one batch (null when nothing is), and starts empty again. */
  take(): QuotesEvent | null {
    if (this.isEmpty) return null;
    const batch: QuotesEvent = {};
    if (this.ticks.length) batch.ticks = this.ticks;
    if (this.candles.length) batch.candles = this.candles;
    if (this.tickers.size) batch.tickers = [...this.tickers.values()];
    this.ticks = [];
    this.candles = [];
    this.tickers = new Map();
    return batch;
  }
}
