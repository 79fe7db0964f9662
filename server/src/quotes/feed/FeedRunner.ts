// The `feed` role: one SymbolFeed per enabled product, competing with other feed processes for
// each symbol, and the once-a-second 24h tickers of the symbols this process leads.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { busChannels, type Ticker } from '@tempo/shared';
import type { AppContext } from '../../platform/context';
import type { Catalogue } from '../catalogue/Catalogue';
import { tickKeys } from '../ticks/tickKeys';
import { TickStore } from '../ticks/tickStore';
import { ArchiveUpkeep } from '../archive/ArchiveUpkeep';
import { SymbolFeed } from './SymbolFeed';

const TICKER_EVERY_MS = 1_000;

export class FeedRunner {
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly feeds = new Map<
    string,
    { feed: SymbolFeed; stop: AbortController; done: Promise<void> }
  >();
  private readonly ticks: TickStore;
  /** Seals the minutes of the symbols led here, and keeps the archive's partitions. */
  private readonly archive: ArchiveUpkeep;
  private archiveUpkeep: Promise<void> | null = null;
  private tickerTimer: NodeJS.Timeout | null = null;
  private unwatch: (() => void) | null = null;
  private unsubscribeDue: Promise<() => Promise<void>> | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly catalogue: Catalogue,
  ) {
    this.archive = new ArchiveUpkeep(ctx);
    this.ticks = new TickStore(ctx.redis, { archive: ctx.db });
  }

  start(): void {
    this.sync();
    this.unwatch = this.catalogue.onChange(() => this.sync());
    // Placement's word of each expiry: the leader marks it passed with a watermark (S11).
    this.unsubscribeDue = this.ctx.pubsub.subscribe(busChannels.ordersDue, (due) =>
      this.feeds.get(due.symbol)?.feed.expiryDue(due.expiryTs),
    );
    this.tickerTimer = setInterval(() => void this.publishTickers(), TICKER_EVERY_MS);
  }

  /** The feed of one symbol in this process (for tests and metrics). */
  feed(symbol: string): SymbolFeed | undefined {
    return this.feeds.get(symbol)?.feed;
  }

  async stop(): Promise<void> {
    this.unwatch?.();
    await (
      await this.unsubscribeDue
    )?.();
    if (this.tickerTimer) clearInterval(this.tickerTimer);
    for (const entry of this.feeds.values()) entry.stop.abort();
    await Promise.all([...this.feeds.values()].map((entry) => entry.done));
    this.feeds.clear();
    await this.archiveUpkeep;
  }

  /** Starts feeds for new products and stops those of removed or disabled ones. */
  private sync(): void {
    const wanted = new Set(this.catalogue.list().map((product) => product.symbol));
    for (const [symbol, entry] of this.feeds) {
      if (!wanted.has(symbol)) {
        entry.stop.abort();
        this.feeds.delete(symbol);
      }
    }
    for (const symbol of wanted) {
      if (this.feeds.has(symbol)) continue;
      const feed = new SymbolFeed(this.ctx, this.catalogue, this.ticks, symbol, this.owner);
      const stop = new AbortController();
      this.feeds.set(symbol, { feed, stop, done: feed.run(stop.signal) });
    }
  }

  private async publishTickers(): Promise<void> {
    // The archive's once-a-second upkeep (seals, partitions) for the symbols led here.
    this.archiveUpkeep ??= this.archive
      .maintain([...this.feeds.values()].filter(({ feed }) => feed.isLeading).map(({ feed }) => feed.symbol))
      .finally(() => (this.archiveUpkeep = null));
    const now = Date.now();
    const tickers: Ticker[] = [];
    for (const { feed } of this.feeds.values()) {
      const ticker = feed.ticker(now);
      if (ticker) tickers.push(ticker);
    }
    if (!tickers.length) return;
    try {
      await this.ctx.redis.hset(
        tickKeys.tickers(),
        Object.fromEntries(tickers.map((ticker) => [ticker.s, JSON.stringify(ticker)])),
      );
      await this.ctx.pubsub.publish(busChannels.tickers, tickers);
    } catch (error) {
      this.ctx.logger.warn({ err: error }, 'could not publish tickers');
    }
  }
}
