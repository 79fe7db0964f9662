// Every trader who opens a chart asks for the same few pages of closed candles, and a closed
// candle does not change. Pages are kept in memory for a couple of seconds, and a page asked for
// again while PostgreSQL is still answering waits for that same answer: under load the history
// endpoint then costs a Redis read instead of a query and 500 parsed rows. The short life bounds
// the one case where a closed candle is written again (a feed leader handing over mid-candle).
import type { Candle, Interval } from '@tempo/shared';
import type { Db } from '../../platform/db/pool';
import { findCandlesBefore } from './candlesRepo';

/** How long a page is served from memory (ms). */
const PAGE_LIFE_MS = 2_000;
/** Pages kept at most; the oldest go first. */
const MAX_PAGES = 500;

interface Page {
  candles: Promise<Candle[]>;
  until: number;
}

export class ClosedCandlePages {
  private readonly pages = new Map<string, Page>();

  constructor(private readonly db: Db) {}

  /** Up to `limit` closed candles opened before `before` (epoch ms), oldest first. */
  before(symbol: string, interval: Interval, before: number, limit: number): Promise<Candle[]> {
    const key = `${symbol}|${interval}|${before}|${limit}`;
    const now = Date.now();
    const page = this.pages.get(key);
    if (page && page.until > now) return page.candles;
    if (page) this.pages.delete(key);
    if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);

    const candles = findCandlesBefore(this.db, symbol, interval, before, limit);
    this.pages.set(key, { candles, until: now + PAGE_LIFE_MS });
    // A failed query is not remembered: the next request asks again.
    candles.catch(() => this.pages.delete(key));
    return candles;
  }
}
