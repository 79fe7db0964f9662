// Ticks a test controls: published through the real publish path (fence, archive, stream, bus)
// for a symbol no feed process runs, at the price the test chooses; and tickers to publish.
import { busChannels, type Ticker } from '@tempo/shared';
import { FeedLock } from '../quotes/feed/FeedLock';
import { SymbolPublisher } from '../quotes/feed/SymbolPublisher';
import { TickStore } from '../quotes/ticks/tickStore';
import type { AppContext } from '../platform/context';

export class TickPublisher {
  private publisher: Promise<SymbolPublisher> | null = null;
  private steadyUsers = 0;
  private lastTs = 0;
  private readonly store: TickStore;
  private readonly lock: FeedLock;
  private timer: NodeJS.Timeout | null = null;
  private readonly steadyInFlight = new Set<Promise<unknown>>();
  price: number;

  constructor(
    private readonly ctx: AppContext,
    readonly symbol: string,
    startPrice: number,
  ) {
    this.store = new TickStore(ctx.redis);
    this.lock = new FeedLock(ctx.redis, ctx.db, symbol, `test:${symbol}`, 3_600_000);
    this.price = startPrice;
  }

  /** Publishes one tick now (or at `t`, never before the previous one) and returns its time. */
  async publish(price = this.price, t = Date.now()): Promise<number> {
    const leading = (this.publisher ??= this.lead());
    // A leadership whose tick did not make it publishes nothing more (a Redis restart lost its
    // lease and fence): as a feed would, the next tick takes the lead again.
    const abdicate = () => {
      if (this.publisher === leading) this.publisher = null;
    };
    const publisher = await leading.catch((error: unknown) => {
      abdicate();
      throw error;
    });
    const ts = Math.max(t, this.lastTs);
    // Stamped as a feed would stamp it: with the product's feed settings as they are now (SB8).
    const { rows } = await this.ctx.db.query<{ version: number }>(
      'SELECT feed_version AS version FROM products WHERE symbol = $1',
      [this.symbol],
    );
    const outcome = await publisher
      .publish(
        { s: this.symbol, p: price, t: ts, v: 1, source: 'simulator', feedVersion: rows[0]?.version ?? null },
        { keepFrom: 0, channel: this.ctx.pubsub.channel(busChannels.ticks), live: {} },
      )
      .catch((error: unknown) => `failed (${String(error)})`);
    if (outcome !== 'published') {
      abdicate();
      throw new Error(`tick not published: ${outcome}`);
    }
    this.lastTs = ts;
    this.price = price;
    return ts;
  }

  /** Publishes the watermark `at` as a feed leader does (S11) and returns it. */
  async mark(at: number): Promise<number> {
    this.publisher ??= this.lead();
    const publisher = await this.publisher;
    const watermark = await publisher.mark(at, async (w) => {
      await this.ctx.pubsub.publish(busChannels.watermarks, { s: this.symbol, w });
    });
    if (watermark === null) throw new Error(`${this.symbol}: watermark not published`);
    return watermark;
  }

  private async lead(): Promise<SymbolPublisher> {
    // A lease of this publisher's own, left from a leadership that broke, is let go first.
    await this.lock.release();
    const fence = await this.lock.acquire();
    if (!fence) throw new Error(`${this.symbol} already has a feed`);
    const target = { keepFrom: 0, channel: this.ctx.pubsub.channel(busChannels.ticks), live: {} };
    // Tests write history too (ticks minutes back): no bound on how late a tick may be written.
    const taken = await SymbolPublisher.takeOver(
      this.ctx.db,
      this.store,
      this.symbol,
      fence,
      async () => target,
      Infinity,
    );
    return taken.publisher;
  }

  /** Publishes the current price every `everyMs` until as many stopSteady calls, like a quiet market. */
  startSteady(everyMs = 100): void {
    if (this.steadyUsers++ === 0) {
      this.timer = setInterval(() => {
        const publishing = this.publish().catch(() => undefined);
        this.steadyInFlight.add(publishing);
        void publishing.finally(() => this.steadyInFlight.delete(publishing));
      }, everyMs);
    }
  }

  /** Resolves once every steady tick already started has been published (or failed). */
  async steadyPublished(): Promise<void> {
    await Promise.all(this.steadyInFlight);
  }

  /**
   * Ends one startSteady; the last one stops the timer. Resolves once the steady ticks already
   * started are published: one still in flight would land after the next tick a test publishes,
   * at the old price, and be the exit instead.
   */
  async stopSteady(): Promise<void> {
    if (--this.steadyUsers > 0) return;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.steadyPublished();
  }
}

/** A 24h ticker of `s` that has not moved: every price 1, nothing traded. */
export function flatTicker(s: string, t: number): Ticker {
  return { s, last: 1, open: 1, change: 0, changePct: 0, high: 1, low: 1, volume: 0, turnover: 0, t };
}
