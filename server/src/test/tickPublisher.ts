// Ticks a test controls: published through the real publish path (fence, stream, bus) for a
// symbol no feed process runs, at the price the test chooses.
import { busChannels } from '@tempo/shared';
import { FeedLock } from '../quotes/feed/FeedLock';
import { TickStore, type TickSink } from '../quotes/ticks/tickStore';
import type { AppContext } from '../platform/context';

export class TickPublisher {
  private fence: Promise<string | null> | null = null;
  private steadyUsers = 0;
  private lastTs = 0;
  private readonly store: TickStore;
  private timer: NodeJS.Timeout | null = null;
  private readonly steadyInFlight = new Set<Promise<unknown>>();
  price: number;

  constructor(
    private readonly ctx: AppContext,
    readonly symbol: string,
    startPrice: number,
    /** Where published ticks go on to, as the feed's go to the archive; none by default. */
    sink?: TickSink,
  ) {
    this.store = new TickStore(ctx.redis, sink ? { sink } : {});
    this.price = startPrice;
  }

  /** Publishes one tick now (or at `t`, never before the previous one) and returns its time. */
  async publish(price = this.price, t = Date.now()): Promise<number> {
    this.fence ??= new FeedLock(this.ctx.redis, this.symbol, `test:${this.symbol}`, 3_600_000).acquire();
    const fence = await this.fence;
    if (!fence) throw new Error(`${this.symbol} already has a feed`);
    const ts = Math.max(t, this.lastTs);
    const outcome = await this.store.publish({
      tick: { s: this.symbol, p: price, t: ts, v: 1 },
      fence,
      source: 'simulator',
      keepFrom: 0,
      channel: this.ctx.pubsub.channel(busChannels.ticks),
      live: {},
    });
    if (outcome !== 'published') throw new Error(`tick not published: ${outcome}`);
    this.lastTs = ts;
    this.price = price;
    return ts;
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

  stopSteady(): void {
    if (--this.steadyUsers > 0) return;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
