// The product catalogue in memory, reloaded when ops change it (a `catalogue` message on the bus,
// from any process) and every half minute as a backstop, so changes reach every node and every
// client without a restart. Each load asks the real-money gate about every product's feed.
import {
  ALWAYS_OPEN,
  busChannels,
  FX_SCHEDULE,
  METALS_SCHEDULE,
  type MarketHours,
  type MarketStatus,
  type TradingSchedule,
} from '@tempo/shared';
import type { AppContext } from '../../platform/context';
import type { Product, ScheduleName } from './Product';
import { hoursByMinute } from './hoursByMinute';
import { loadHolidays, loadProducts } from './productsRepo';
import { mayFeedProduct } from './realMoneySources';

const RELOAD_EVERY_MS = 30_000;

const BASE_SCHEDULES: Record<ScheduleName, TradingSchedule> = {
  always: ALWAYS_OPEN,
  fx: FX_SCHEDULE,
  metals: METALS_SCHEDULE,
};

export interface ProductStatus {
  status: MarketStatus;
  nextOpenAt: number | null;
}

export class Catalogue {
  /** The catalogues open in this process, so a change it commits is applied here before it answers. */
  private static readonly openHere = new Set<Catalogue>();
  private products = new Map<string, Product>();
  private schedules = new Map<ScheduleName, TradingSchedule>();
  private readonly listeners = new Set<() => void>();
  private stopWatching: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** Products whose refused feed was already logged, with that feed: see warnOfRefusedFeeds. */
  private refusedFeedsLogged = new Map<string, string>();
  /** Reloads started and the latest one applied: see reload. */
  private reloadsStarted = 0;
  private reloadApplied = 0;

  private constructor(private readonly ctx: AppContext) {}

  /** Loads the catalogue and keeps it current until `close`. */
  static async open(ctx: AppContext): Promise<Catalogue> {
    const catalogue = new Catalogue(ctx);
    await catalogue.reload();
    Catalogue.openHere.add(catalogue);
    catalogue.stopWatching = await ctx.pubsub.subscribe(
      busChannels.catalogue,
      () => void catalogue.reloadQuietly(),
    );
    catalogue.timer = setInterval(() => void catalogue.reloadQuietly(), RELOAD_EVERY_MS).unref();
    return catalogue;
  }

  /**
   * Tells every process to reload; call after committing a catalogue change. This process's own
   * catalogue reloads first, so the request that made the change, and the next one it serves,
   * already see it (an order placed right after a product left the sandbox is not refused by a
   * copy from before).
   */
  static async announceChange(ctx: AppContext): Promise<void> {
    const here = [...Catalogue.openHere].filter((catalogue) => catalogue.ctx.db === ctx.db);
    await Promise.all(here.map((catalogue) => catalogue.reload()));
    await ctx.pubsub.publish(busChannels.catalogue, Date.now());
  }

  /**
   * Reads the catalogue again. Two changes in quick succession start two reloads whose answers
   * may arrive in either order: only one started later than the last applied is applied, so an
   * older read never overwrites a newer one.
   */
  async reload(): Promise<void> {
    const started = ++this.reloadsStarted;
    const [products, holidays] = await Promise.all([loadProducts(this.ctx.db), loadHolidays(this.ctx.db)]);
    if (started < this.reloadApplied) return;
    this.reloadApplied = started;
    this.products = new Map(products.map((product) => [product.symbol, product]));
    this.warnOfRefusedFeeds(products);
    this.schedules = new Map(
      (Object.keys(BASE_SCHEDULES) as ScheduleName[]).map((name) => [
        name,
        { ...BASE_SCHEDULES[name], holidays: holidays[name] ?? [] },
      ]),
    );
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after every reload. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** An enabled product, or undefined. */
  get(symbol: string): Product | undefined {
    const product = this.products.get(symbol);
    return product?.enabled ? product : undefined;
  }

  /** Enabled products in display order. */
  list(): Product[] {
    return [...this.products.values()].filter((product) => product.enabled);
  }

  scheduleOf(product: Product): TradingSchedule {
    return this.schedules.get(product.schedule) ?? BASE_SCHEDULES[product.schedule];
  }

  hoursOf(product: Product, now: number): MarketHours {
    return hoursByMinute(this.scheduleOf(product), now);
  }

  /** What a trader sees: maintenance first, else open or closed with the next opening. */
  statusOf(product: Product, now: number): ProductStatus {
    if (product.maintenance) return { status: 'maintenance', nextOpenAt: null };
    const hours = this.hoursOf(product, now);
    return hours.open
      ? { status: 'open', nextOpenAt: null }
      : { status: 'closed', nextOpenAt: hours.nextOpenAt };
  }

  async close(): Promise<void> {
    Catalogue.openHere.delete(this);
    if (this.timer) clearInterval(this.timer);
    await this.stopWatching?.();
  }

  /**
   * Asks the real-money gate (SB6) about every product outside the sandbox, at start-up and at
   * each reload: a feed it refuses (a stream dropped from EXCHANGE_STREAM_URLS since it was
   * chosen, a row changed by hand) never runs there — the feed simulates the product instead —
   * and ops hear of it once per product and feed.
   */
  private warnOfRefusedFeeds(products: readonly Product[]): void {
    const refused = new Map<string, string>();
    for (const product of products) {
      if (mayFeedProduct(product, product.feed, this.ctx.config.EXCHANGE_STREAM_URLS)) continue;
      const feed = JSON.stringify(product.feed);
      refused.set(product.symbol, feed);
      if (this.refusedFeedsLogged.get(product.symbol) === feed) continue;
      this.ctx.logger.warn(
        { symbol: product.symbol, feed: product.feed },
        "the real-money gate refuses this product's feed outside the sandbox; its feed simulates it instead",
      );
    }
    this.refusedFeedsLogged = refused;
  }

  private async reloadQuietly(): Promise<void> {
    try {
      await this.reload();
    } catch (error) {
      this.ctx.logger.warn({ err: error }, 'catalogue reload failed; keeping the previous one');
    }
  }
}
