// One symbol's feed in one process: waits for the symbol's leader session (LeaderSession.ts), and
// while it leads, runs the symbol's price source and publishes each quote as a tick — written to
// the archive first, then published (SymbolPublisher) — and candles, history and the 24h ticker
// follow from there. Losing the session or the lease, or being fenced out, stops publishing at
// once. A process that does not lead stands by in PostgreSQL's queue for the session: a dead
// leader's symbol is taken over the moment its connection closes, and a stuck one's within the
// lease (FEED_LEASE_MS), well inside the stale window.
// As each expiry placement announces passes, the leader publishes a watermark (S11 of
// orders/SPEC.md), so the orders expiring then settle without waiting for the next tick.
// Only a product in the sandbox is fed by anything but its live market (SB2 of orders/SPEC.md).
import path from 'node:path';
import { busChannels, roundPrice, type Candle, type Ticker } from '@tempo/shared';
import type { AppContext } from '../../platform/context';
import type { Catalogue } from '../catalogue/Catalogue';
import type { Product } from '../catalogue/Product';
import { mayFeedProduct } from '../catalogue/realMoneySources';
import { findCandlesSince, saveClosedCandles } from '../candles/candlesRepo';
import { LiveCandles } from '../candles/LiveCandles';
import { TickerWindow } from '../candles/TickerWindow';
import { backfillHistory, hasHistory } from './backfillHistory';
import { tickKeys } from '../ticks/tickKeys';
import type { StreamTick } from '../ticks/StreamTick';
import type { TickStore } from '../ticks/tickStore';
import { ExchangeTradeSource } from '../exchange/ExchangeTradeSource';
import { parseRecording } from '../replay/parseRecording';
import type { ReplaySpeed } from '../replay/ReplayClock';
import { ReplaySource } from '../replay/ReplaySource';
import { loadRecording } from '../replay/recordingsRepo';
import { ExternalSource } from './ExternalSource';
import { claimMayFeed, claimSourceLabel } from './feedClaim';
import { FeedLock } from './FeedLock';
import { LeaderSession } from './LeaderSession';
import { reportFeedStatus } from './feedStatus';
import { SymbolPublisher, type PublishTarget } from './SymbolPublisher';
import { sleep, type PriceSource, type SourceQuote } from './PriceSource';
import { SimulatorSource, seedFrom } from './SimulatorSource';

const SOURCE_CHECK_MS = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Simulated history a fresh install starts with, so charts have something to show. */
const HISTORY_BACKFILL_HOURS = 24;

interface Leadership {
  fence: string;
  publisher: SymbolPublisher;
  candles: LiveCandles;
  /** The 24h ticker, once its day of history is read; the 1m candles closed meanwhile wait here. */
  ticker: TickerWindow | { closedMeanwhile: Candle[] };
  lastPrice: number | null;
  stop: AbortController;
  /** Who produces the ticks published now (PriceSource.sourceLabel). */
  sourceLabel: string | null;
  /** Server time of the last tick published. */
  lastTickAt: number | null;
  /** Ticks stamped and not yet published: a watermark waits for them. */
  inFlight: Set<Promise<unknown>>;
  /** Resolves once this leadership published its first tick. */
  ticking: Promise<void>;
  startedTicking: () => void;
}

/**
 * Ticker histories are read one at a time in a process, each after its symbol's first tick: a
 * standby taking over every symbol of a dead leader at once puts all their first ticks before
 * reading days of candles.
 */
let tickerHistoryReads: Promise<unknown> = Promise.resolve();

/** A standby keeps at most this many expiries to mark should it take the lead; the first heard go first. */
const MAX_STANDBY_EXPIRIES = 10_000;

/**
 * What should feed the symbol: ops' pushed quotes under a claim, or the catalogue's source — under
 * the version of the product's feed settings it was chosen with. A new version is a new plan: the
 * source restarts with the new settings, and every tick is stamped with the version it was made
 * under (placement refuses an entry tick of an older version than the product's, SB8).
 */
type SourcePlan = { feedVersion: number } & (
  | { kind: 'claim'; claimant: string }
  | { kind: 'catalogue'; feed: Product['feed'] }
  /** The simulator, standing in for a non-live source on a product outside the sandbox. */
  | { kind: 'simulator' }
);

export class SymbolFeed {
  private leadership: Leadership | null = null;
  private readonly lock: FeedLock;
  /** Ticks published while leading, for metrics and tests. */
  published = 0;
  /** Expiries (epoch ms) placement announced that no watermark has passed yet. */
  private readonly expiries = new Set<number>();
  private markTimer: { at: number; timer: NodeJS.Timeout } | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly catalogue: Catalogue,
    private readonly ticks: TickStore,
    readonly symbol: string,
    private readonly owner: string,
  ) {
    this.lock = new FeedLock(ctx.redis, ctx.db, symbol, owner, ctx.config.FEED_LEASE_MS);
  }

  get isLeading(): boolean {
    return this.leadership !== null;
  }

  /**
   * Who produces the ticks this process publishes for the symbol now — `simulator`, `exchange`,
   * `replay[:<ops username>]`, `external:<ops username>` — or null when it does not lead. Every
   * tick published carries the label current at its publishing (the tick archive reads it here).
   */
  get currentSourceLabel(): string | null {
    return this.leadership?.sourceLabel ?? null;
  }

  /** Competes for the symbol until `signal` aborts, leading whenever it holds the leader session. */
  async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      const session = await LeaderSession.await(
        {
          connectionString: this.ctx.config.DATABASE_URL,
          connectTimeoutMs: this.ctx.config.DATABASE_CONNECT_TIMEOUT_MS,
          symbol: this.symbol,
          leaseMs: this.lock.ttlMs,
          owner: this.owner,
        },
        signal,
      ).catch((error: unknown) => {
        this.ctx.logger.warn({ err: error, symbol: this.symbol }, 'feed leader session unavailable');
        return null;
      });
      if (!session) {
        await sleep(this.lock.ttlMs, signal);
        continue;
      }
      try {
        const fence = await this.lock.acquire().catch((error: unknown) => {
          this.ctx.logger.warn({ err: error, symbol: this.symbol }, 'feed lease unavailable');
          return null;
        });
        if (fence) await this.lead(fence, session, signal);
      } finally {
        await session.end();
      }
      // Whether it led or could not take the lease, the next standby tries first.
      if (!signal.aborted) await sleep(this.lock.ttlMs, signal);
    }
  }

  /** The ticker of a symbol this process leads, or null. */
  ticker(now: number): Ticker | null {
    const leadership = this.leadership;
    return leadership?.ticker instanceof TickerWindow
      ? leadership.ticker.compute(now, leadership.candles.current('1m'))
      : null;
  }

  private async lead(fence: string, session: LeaderSession, outer: AbortSignal): Promise<void> {
    const stop = new AbortController();
    const abort = () => stop.abort();
    outer.addEventListener('abort', abort, { once: true });
    session.lost.addEventListener('abort', abort, { once: true });
    void this.keepLeading(session, stop);
    try {
      // Every step here is time without ticks: what the first tick needs is read at once, in
      // parallel, and the day of history the ticker needs follows once ticks flow.
      const ledFrom = Date.now();
      const resuming = this.resume();
      const [resumed, { publisher, finished }] = await Promise.all([
        resuming,
        SymbolPublisher.takeOver(this.ctx.db, this.ticks, this.symbol, fence, async (tick) => {
          const { candles } = await resuming;
          await saveClosedCandles(this.ctx.db, this.symbol, candles.apply(tick).closed);
          return this.target(candles);
        }),
      ]);
      const lastPrice = finished.at(-1)?.p ?? resumed.lastPrice;
      const leadership: Leadership = {
        fence,
        stop,
        publisher,
        sourceLabel: null,
        lastTickAt: null,
        inFlight: new Set(),
        ticker: { closedMeanwhile: [] },
        ...firstTickSignal(),
        ...resumed,
        lastPrice,
      };
      this.leadership = leadership;
      this.scheduleMark();
      void this.loadTicker(leadership, ledFrom);
      this.ctx.logger.info(
        { symbol: this.symbol, fence, finished: finished.length },
        finished.length ? "leading feed; published the previous leader's archived ticks" : 'leading feed',
      );
      await this.runSources(stop.signal);
    } catch (error) {
      this.ctx.logger.error({ err: error, symbol: this.symbol }, 'feed failed; handing over');
    } finally {
      stop.abort();
      outer.removeEventListener('abort', abort);
      session.lost.removeEventListener('abort', abort);
      this.leadership = null;
      this.cancelMark();
      await this.lock.release().catch(() => undefined);
    }
  }

  /**
   * Shows PostgreSQL the leader is alive and renews the lease, four times a lease, until `stop`
   * aborts; aborts it when either fails or another process took the lease.
   */
  private async keepLeading(session: LeaderSession, stop: AbortController): Promise<void> {
    while (!stop.signal.aborted) {
      await sleep(this.lock.ttlMs / 4, stop.signal);
      if (stop.signal.aborted) return;
      const held = await Promise.all([this.lock.renew(), session.keepAlive()]).then(
        ([renewed]) => renewed,
        () => false,
      );
      if (!held) stop.abort();
    }
  }

  /** Picks up where the previous leader stopped: its live candles and its last price. */
  private async resume(): Promise<Pick<Leadership, 'candles' | 'lastPrice'>> {
    const [stored, latest] = await Promise.all([
      this.ctx.redis.hgetall(tickKeys.liveCandles(this.symbol)),
      this.ticks.latest(this.symbol),
    ]);
    const live = Object.fromEntries(
      Object.entries(stored)
        .filter(([field]) => field !== 'lastTickTs')
        .map(([interval, json]) => [interval, JSON.parse(json)]),
    );
    const lastTs = Number(stored.lastTickTs ?? 0);
    return { candles: new LiveCandles(undefined, { live, lastTs }), lastPrice: latest?.p ?? null };
  }

  /**
   * Reads the day of 1m candles the 24h ticker needs (writing simulated history first on a fresh
   * install, up to the minute `ledFrom` falls in: every tick of this leadership is later), once
   * the first tick is out, or after a second in a closed market, which has none to wait for; until
   * then the symbol publishes ticks and no ticker. A failed read is retried.
   */
  private async loadTicker(leadership: Leadership, ledFrom: number): Promise<void> {
    await Promise.race([leadership.ticking, sleep(SOURCE_CHECK_MS, leadership.stop.signal)]);
    while (this.leadership === leadership && !leadership.stop.signal.aborted) {
      const read = tickerHistoryReads.then(() => this.readTickerHistory(leadership, ledFrom));
      tickerHistoryReads = read.catch(() => undefined);
      try {
        await read;
        return;
      } catch (error) {
        this.ctx.logger.warn({ err: error, symbol: this.symbol }, 'ticker history not read; retrying');
        await sleep(SOURCE_CHECK_MS, leadership.stop.signal);
      }
    }
  }

  private async readTickerHistory(leadership: Leadership, ledFrom: number): Promise<void> {
    if (this.leadership !== leadership || leadership.stop.signal.aborted) return;
    const product = this.product();
    if (product?.feed.source === 'simulator' && !(await hasHistory(this.ctx.db, this.symbol))) {
      const written = await backfillHistory(this.ctx.db, product, {
        seed: this.ctx.config.FEED_SEED,
        now: ledFrom,
        hours: HISTORY_BACKFILL_HOURS,
        isOpen: (ts) => this.catalogue.hoursOf(product, ts).open,
      });
      this.ctx.logger.info(
        { symbol: this.symbol, candles: written },
        'simulated history written for a fresh install',
      );
    }
    const history = await findCandlesSince(this.ctx.db, this.symbol, '1m', Date.now() - DAY_MS);
    const pending = leadership.ticker;
    if (pending instanceof TickerWindow) return;
    const ticker = new TickerWindow(this.symbol, product?.precision ?? 2, history);
    for (const candle of pending.closedMeanwhile) ticker.add(candle);
    leadership.ticker = ticker;
  }

  /** Runs the source the symbol should have now, switching when ops claim it or change its source. */
  private async runSources(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      const product = this.product();
      if (!product) return;
      const plan = await this.wantedSource(product);
      const key = JSON.stringify(plan);
      const current = new AbortController();
      const stopCurrent = () => current.abort();
      signal.addEventListener('abort', stopCurrent, { once: true });
      const source = await this.buildSource(plan, product).catch((error) => {
        this.ctx.logger.error(
          { err: error, symbol: this.symbol },
          'price source could not start; simulating',
        );
        return this.simulator(product);
      });
      if (this.leadership) this.leadership.sourceLabel = source.sourceLabel;
      // The report names the new source before it publishes anything: a process deciding on real
      // money (runningFeed.ts) may take the latest report to name the only source publishing since
      // it was written. A report taken just before a check that switched sources would otherwise
      // name the old one while the new one (ops' pushed quotes, say) ran until the next report.
      if (!(await this.reportStart(source, plan))) {
        await sleep(SOURCE_CHECK_MS, signal);
        signal.removeEventListener('abort', stopCurrent);
        continue;
      }
      let ended = false;
      const running = source
        .run(
          (quote) => this.publish(quote, current.signal, source.sourceLabel, plan.feedVersion),
          current.signal,
        )
        .catch((error) => this.ctx.logger.error({ err: error, symbol: this.symbol }, 'price source failed'))
        .finally(() => {
          ended = true;
        });
      const rate = new TickRate(this.published);
      // A source that ends by itself (a replay without loop) leaves the symbol quiet until ops
      // choose another; checking once a second is enough to notice, and to report to ops.
      while (!current.signal.aborted) {
        await sleep(SOURCE_CHECK_MS, current.signal);
        await this.report(source, plan, rate.sample(this.published), ended);
        const latest = this.product();
        if (!latest || JSON.stringify(await this.wantedSource(latest)) !== key) current.abort();
      }
      await running;
      signal.removeEventListener('abort', stopCurrent);
    }
  }

  /**
   * Which source should feed the symbol: ops' pushed quotes while they claim it, else the
   * catalogue's choice — each only when the real-money gate lets it feed the product (SB6).
   * Outside the sandbox a claim is ignored, and a source the gate refuses (a replay, a stream the
   * deployment does not list, whatever a reload or a start-up finds in the catalogue) is
   * simulated: every transition is refused there already, this is the feed's own guard on top.
   */
  private async wantedSource(product: Product): Promise<SourcePlan> {
    const allowedStreams = this.ctx.config.EXCHANGE_STREAM_URLS;
    const { feedVersion } = product;
    if (claimMayFeed(product, allowedStreams)) {
      const claimant = await this.ctx.redis.get(tickKeys.feedClaim(this.symbol));
      if (claimant !== null) return { kind: 'claim', claimant, feedVersion };
    }
    if (!mayFeedProduct(product, product.feed, allowedStreams)) return { kind: 'simulator', feedVersion };
    return { kind: 'catalogue', feed: product.feed, feedVersion };
  }

  private async buildSource(plan: SourcePlan, product: Product): Promise<PriceSource> {
    if (plan.kind === 'claim') {
      return new ExternalSource(this.ctx.redis, this.symbol, claimSourceLabel(plan.claimant));
    }
    if (plan.kind === 'simulator') return this.simulator(product);
    const { options, setBy } = plan.feed;
    switch (plan.feed.source) {
      case 'replay': {
        const recording =
          typeof options.recordingId === 'number'
            ? await loadRecording(this.ctx.db, options.recordingId)
            : await parseRecording(path.resolve(String(options.file)));
        if (!recording) throw new Error(`recording ${String(options.recordingId)} not found`);
        return new ReplaySource(recording.quotes, {
          speed: (options.speed as ReplaySpeed | undefined) ?? 1,
          loop: options.loop !== false,
          sourceLabel: setBy ? `replay:${setBy}` : 'replay',
        });
      }
      case 'exchange':
        return new ExchangeTradeSource({
          url: String(options.url),
          symbol: typeof options.symbol === 'string' ? options.symbol : this.symbol,
          logger: this.ctx.logger,
        });
      default:
        return this.simulator(product);
    }
  }

  private simulator(product: Product): PriceSource {
    return new SimulatorSource({
      seed: seedFrom(`${this.ctx.config.FEED_SEED}:${this.symbol}`),
      startPrice: this.leadership?.lastPrice ?? product.simulator.startPrice,
      volatility: product.simulator.volatility,
      tickVolume: product.simulator.tickVolume,
      precision: product.precision,
      isOpen: () => {
        const current = this.product();
        return current ? this.catalogue.hoursOf(current, Date.now()).open : false;
      },
    });
  }

  /** Publishes one quote as a tick labelled with who produced it, under which feed settings. */
  private async publish(
    quote: SourceQuote,
    signal: AbortSignal,
    sourceLabel: string,
    feedVersion: number,
  ): Promise<void> {
    const leadership = this.leadership;
    const product = this.product();
    if (!leadership || !product || signal.aborted) return;
    if (!(quote.price > 0) || !Number.isFinite(quote.price) || !(quote.volume >= 0)) return;

    const tick: StreamTick = {
      s: this.symbol,
      p: roundPrice(quote.price, product.precision),
      // Server time, never earlier than the last tick (a clock step back must not reorder ticks)
      // and after the watermark (S11).
      t: Math.max(Date.now(), leadership.candles.lastTickTs, leadership.publisher.nextTickTs),
      v: quote.volume,
      seq: 0,
      n: null,
      source: sourceLabel,
      feedVersion,
    };
    const candles = leadership.candles;
    const closed = candles.apply(tick).closed;
    // Closed candles reach PostgreSQL before Redis moves on (see candleHistory.ts).
    const publishing = saveClosedCandles(this.ctx.db, this.symbol, closed)
      .then(() => leadership.publisher.publish(tick, this.target(candles)))
      .catch((error: unknown) => {
        this.ctx.logger.error({ err: error, symbol: this.symbol }, 'tick not published; handing over');
        return 'failed' as const;
      });
    leadership.inFlight.add(publishing);
    const outcome = await publishing.finally(() => leadership.inFlight.delete(publishing));
    if (outcome !== 'published') {
      // Fenced out, or written but not published: the next leadership (maybe this process's)
      // reads the archive's tail and finishes it; these live candles may be ahead, so drop them.
      if (outcome === 'fenced-out')
        this.ctx.logger.warn({ symbol: this.symbol }, 'fenced out by a newer feed leader');
      leadership.stop.abort();
      return;
    }
    this.published++;
    leadership.startedTicking();
    this.ctx.metrics.ticksPublished.inc({ symbol: this.symbol });
    leadership.lastPrice = tick.p;
    leadership.lastTickAt = tick.t;
    for (const { interval, candle } of closed) {
      if (interval === '1m') {
        const ticker = leadership.ticker;
        if (ticker instanceof TickerWindow) ticker.add(candle);
        else ticker.closedMeanwhile.push(candle);
      }
      await this.ctx.pubsub.publish(busChannels.candles, { s: this.symbol, i: interval, c: candle });
    }
  }

  /**
   * Placement announced an order of this symbol expiring at `expiryTs`: once the clock passes it,
   * the leader publishes a watermark at or after it. A standby keeps it, should it take the lead.
   */
  expiryDue(expiryTs: number): void {
    this.expiries.add(expiryTs);
    if (!this.leadership && this.expiries.size > MAX_STANDBY_EXPIRIES) {
      // Announced in about the order they expire: the first kept are the first to go.
      for (const expiry of this.expiries) {
        if (this.expiries.size <= MAX_STANDBY_EXPIRIES) break;
        this.expiries.delete(expiry);
      }
    }
    if (!this.markTimer || expiryTs < this.markTimer.at) {
      this.cancelMark();
      this.scheduleMark();
    }
  }

  /** Sets the timer of the earliest expiry waiting, when leading and none is set. */
  private scheduleMark(): void {
    if (this.markTimer || !this.leadership || !this.expiries.size) return;
    let earliest = Number.POSITIVE_INFINITY;
    for (const expiry of this.expiries) earliest = Math.min(earliest, expiry);
    // The watermark is at most now − 1: the first instant it can be the expiry is expiry + 1.
    const timer = setTimeout(() => void this.markPassed(), Math.max(0, earliest + 1 - Date.now()));
    this.markTimer = { at: earliest, timer };
  }

  private cancelMark(): void {
    if (this.markTimer) clearTimeout(this.markTimer.timer);
    this.markTimer = null;
  }

  /**
   * Publishes a watermark over every expiry the clock has passed (S11): first every tick stamped
   * before it is published, then the watermark goes in turn with the ticks (SymbolPublisher.mark).
   */
  private async markPassed(): Promise<void> {
    this.markTimer = null;
    const leadership = this.leadership;
    if (!leadership) return;
    const at = Date.now() - 1;
    let passed = 0;
    for (const expiry of this.expiries) {
      if (expiry <= at) {
        this.expiries.delete(expiry);
        passed++;
      }
    }
    if (passed) {
      // Every tick stamped at or before `at` was stamped by now, and is among these.
      await Promise.all(leadership.inFlight);
      const watermark = await leadership.publisher
        .mark(at, async (w) => {
          await this.ctx.pubsub.publish(busChannels.watermarks, { s: this.symbol, w });
        })
        .catch((error: unknown) => {
          this.ctx.logger.warn({ err: error, symbol: this.symbol }, 'watermark not published');
          return undefined;
        });
      // Fenced out: this leadership is over. A watermark that failed to go out is no loss: the
      // next tick settles the same orders, as does the settlement's backstop.
      if (watermark === null) leadership.stop.abort();
    }
    if (this.leadership === leadership) this.scheduleMark();
  }

  /** Where a tick of this symbol is published, with the live candles as they are now. */
  private target(candles: LiveCandles): PublishTarget {
    return {
      channel: this.ctx.pubsub.channel(busChannels.ticks),
      keepFrom: Date.now() - this.ctx.config.TICK_RETENTION_SECONDS * 1000,
      live: candles.snapshot(),
    };
  }

  /** Tells ops what feeds the symbol now (feedStatus.ts); a failed report only waits for the next. */
  /** Reports `source` as starting; false when the report could not be written (it must be, see runSources). */
  private async reportStart(source: PriceSource, plan: SourcePlan): Promise<boolean> {
    try {
      await this.writeReport(source, plan, 0, false);
      return true;
    } catch (error) {
      this.ctx.logger.warn(
        { err: error, symbol: this.symbol },
        'feed report not written; source not started',
      );
      return false;
    }
  }

  private async report(
    source: PriceSource,
    plan: SourcePlan,
    ticksPerSecond: number,
    ended: boolean,
  ): Promise<void> {
    await this.writeReport(source, plan, ticksPerSecond, ended).catch(() => undefined);
  }

  private async writeReport(
    source: PriceSource,
    plan: SourcePlan,
    ticksPerSecond: number,
    ended: boolean,
  ): Promise<void> {
    const options = plan.kind === 'catalogue' ? plan.feed.options : {};
    const replay =
      source instanceof ReplaySource
        ? {
            recordingId: typeof options.recordingId === 'number' ? options.recordingId : null,
            speed: (options.speed as ReplaySpeed | undefined) ?? 1,
            loop: options.loop !== false,
            ...source.progress,
            finished: ended,
          }
        : null;
    await reportFeedStatus(this.ctx.redis, this.symbol, {
      leader: this.owner,
      source: source.sourceLabel,
      lastTickAt: this.leadership?.lastTickAt ?? null,
      ticksPerSecond,
      replay,
    });
  }

  private product(): Product | undefined {
    return this.catalogue.get(this.symbol);
  }
}

/** A promise of the first tick, and what resolves it. */
function firstTickSignal(): Pick<Leadership, 'ticking' | 'startedTicking'> {
  let startedTicking = () => {};
  const promise = new Promise<void>((resolve) => (startedTicking = resolve));
  return { ticking: promise, startedTicking };
}

/** Ticks per second between one sample of the published count and the next. */
class TickRate {
  private at = performance.now();

  constructor(private count: number) {}

  sample(count: number): number {
    const now = performance.now();
    const perSecond = ((count - this.count) * 1000) / Math.max(now - this.at, 1);
    this.count = count;
    this.at = now;
    return Math.round(perSecond * 10) / 10;
  }
}
