// The figures a quote screen shows, from the last ticker (once a second) and, when newer, the
// last tick (every price change): the price moves with every tick while the 24-hour figures
// follow along (the change is against the ticker's open of 24 hours ago).
import { roundPrice, type Ticker } from '@tempo/shared';

/** The newest tick seen for a symbol; `receivedAt` is this device's clock, for staleness. */
export interface LastTick {
  p: number;
  t: number;
  receivedAt: number;
}

/** A ticker's figures with the last price kept current by ticks; `t` is their server time (epoch ms). */
export type LiveQuote = Omit<Ticker, 's' | 'open'>;

export type Trend = 'up' | 'down' | 'flat';

/** The quote to show: the ticker, moved to the last tick's price when that tick is newer. */
export function liveQuote(ticker: Ticker | null, tick: LastTick | null, precision: number): LiveQuote | null {
  if (!ticker) return tick ? fromPrice(tick.p, tick.t) : null;
  if (!tick || tick.t <= ticker.t) {
    const { last, change, changePct, high, low, volume, turnover, t } = ticker;
    return { last, change, changePct, high, low, volume, turnover, t };
  }
  const last = tick.p;
  const change = roundPrice(last - ticker.open, precision);
  return {
    last,
    change,
    changePct: ticker.open === 0 ? 0 : ((last - ticker.open) / ticker.open) * 100,
    high: Math.max(ticker.high, last),
    low: Math.min(ticker.low, last),
    volume: ticker.volume,
    turnover: ticker.turnover,
    t: tick.t,
  };
}

function fromPrice(last: number, t: number): LiveQuote {
  return { last, change: 0, changePct: 0, high: last, low: last, volume: 0, turnover: 0, t };
}

/** Up, down or flat, by the sign of a change. */
export function trendOf(change: number): Trend {
  return change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
}
