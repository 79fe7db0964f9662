// The rolling 24-hour ticker of one symbol, derived from its 1-minute candles.
import type { Candle, Ticker } from '@tempo/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

export class TickerWindow {
  private closed: Candle[] = [];

  constructor(
    private readonly symbol: string,
    private readonly precision: number,
    history: Candle[] = [],
  ) {
    this.closed = [...history].sort((a, b) => a.t - b.t);
  }

  /** Adds a closed 1-minute candle. */
  add(candle: Candle): void {
    const last = this.closed.at(-1);
    if (last && candle.t <= last.t) return;
    this.closed.push(candle);
  }

  /** The ticker at `now` given the live 1-minute candle; null before the first tick. */
  compute(now: number, live: Candle | undefined): Ticker | null {
    const from = now - DAY_MS;
    let dropUntil = 0;
    while (dropUntil < this.closed.length && this.closed[dropUntil]!.t < from) dropUntil++;
    if (dropUntil) this.closed.splice(0, dropUntil);

    const candles = live && live.t >= from ? [...this.closed, live] : this.closed;
    const first = candles[0];
    const last = candles.at(-1);
    if (!first || !last) return null;
    let high = -Infinity;
    let low = Infinity;
    let volume = 0;
    let turnover = 0;
    for (const candle of candles) {
      if (candle.h > high) high = candle.h;
      if (candle.l < low) low = candle.l;
      volume += candle.v;
      turnover += candle.q;
    }
    const factor = 10 ** this.precision;
    const change = Math.round((last.c - first.o) * factor) / factor;
    return {
      s: this.symbol,
      last: last.c,
      open: first.o,
      change,
      changePct: first.o ? Math.round(((last.c - first.o) / first.o) * 10_000) / 100 : 0,
      high,
      low,
      volume: Math.round(volume * 1e6) / 1e6,
      turnover: Math.round(turnover * 100) / 100,
      t: now,
    };
  }
}
