// The `worker` role's settlement: three paths to the same idempotent settleExpiredOrders.
//  1. Watermarks and ticks: the feed leader's watermark past an order's expiry (S11), or the first
//     tick after it (S6), settles it at once with every order of the symbol it passed. The
//     watermark comes within milliseconds of the expiry; a tick, a quarter of a second on average.
//  2. BullMQ: a delayed job per symbol and expiry second, the durable backstop when no worker saw
//     ticks; it completes only once no order of its second is left open.
//  3. Reconciler: a sweep of PostgreSQL for open orders past expiry, the last resort (lost jobs,
//     a flushed Redis); it also records audit ticks (S8).
// All three go through one SymbolSettlement per symbol, so runs of a symbol never overlap. Each
// chunk they settle is announced through SettledAnnouncer, whose outbox drain runs here too (S10).
import type { Job, Worker } from 'bullmq';
import { busChannels, type Tick, type Watermark } from '@tempo/shared';
import type { AppContext } from '../platform/context';
import type { Queues } from '../platform/queues';
import { onTick, TickStore } from '../quotes';
import { recordAuditTicks } from './auditTicks';
import { openOrdersRemain, settleExpiredOrders, type SettledOrder } from './commands/settleExpiredOrders';
import type { OrderNotifier } from './OrderNotifier';
import { SettledAnnouncer } from './SettledAnnouncer';
import { SETTLEMENT_QUEUE, settlementJobId, type SettlementJob } from './SettlementScheduler';
import { SymbolSettlement, type ExpiryWindow } from './SymbolSettlement';

/** Audit ticks are recorded this long after settlement, when ticks after the exit exist. */
const AUDIT_AFTER_MS = 2_000;
/** The widest expiry window one sweep run settles, in ms: it bounds the ticks read for it. */
const SWEEP_WINDOW_MS = 60_000;

export class SettlementEngine {
  private readonly ticks: TickStore;
  private readonly announcer: SettledAnnouncer;
  /** Expiry times (epoch ms) of open orders, by symbol: what the next tick may make settleable. */
  private readonly due = new Map<string, Set<number>>();
  private readonly symbols = new Map<string, SymbolSettlement>();
  private worker: Worker<SettlementJob> | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private unsubscribers: (() => Promise<void>)[] = [];
  /** Orders this process settled, for metrics and tests. */
  settledCount = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly queues: Queues,
    notifier: OrderNotifier,
    /** The settlement command; a test may wrap it to make a run fail. */
    private readonly settleWindow: typeof settleExpiredOrders = settleExpiredOrders,
  ) {
    // Ticks Redis lost (a flush, a failover) are read from the archive: S5 voids only without any.
    this.ticks = new TickStore(ctx.redis, { archive: ctx.db });
    this.announcer = new SettledAnnouncer(ctx, notifier);
  }

  async start(): Promise<void> {
    this.unsubscribers = await Promise.all([
      this.ctx.pubsub.subscribe(busChannels.ordersDue, (job) => this.markDue(job.symbol, job.expiryTs)),
      onTick(this.ctx.pubsub, (tick) => this.onTick(tick)),
      this.ctx.pubsub.subscribe(busChannels.watermarks, (mark) => this.onWatermark(mark)),
    ]);
    await this.loadDueFromDatabase();
    this.worker = this.queues.worker<SettlementJob>(SETTLEMENT_QUEUE, (job) => this.runJob(job), {
      concurrency: this.ctx.config.SETTLEMENT_CONCURRENCY,
    });
    this.sweepTimer = setInterval(() => void this.sweep(), this.ctx.config.RECONCILE_EVERY_MS);
    this.announcer.start();
  }

  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await Promise.all(this.unsubscribers.map((unsubscribe) => unsubscribe()));
    await this.worker?.close();
    await Promise.allSettled([...this.symbols.values()].map((symbol) => symbol.idle()));
    await this.announcer.stop();
  }

  /** One pass of the reconciler: settle what is overdue, then record audit ticks. */
  async sweep(): Promise<void> {
    try {
      const overdueBefore = Date.now() - 1000;
      const { rows } = await this.ctx.db.query<{ symbol: string; earliest: number }>(
        `SELECT symbol, min(expiry_ts)::float8 AS earliest FROM orders
         WHERE status = 'open' AND expiry_ts < $1 GROUP BY symbol`,
        [overdueBefore],
      );
      for (const { symbol, earliest } of rows) {
        for (let from = earliest; from < overdueBefore; from += SWEEP_WINDOW_MS) {
          await this.settle(symbol, { from, before: Math.min(from + SWEEP_WINDOW_MS, overdueBefore) });
        }
      }
      await recordAuditTicks(this.ctx.db, this.ticks, AUDIT_AFTER_MS);
    } catch (error) {
      this.ctx.logger.warn({ err: error }, 'settlement sweep failed; the next one retries');
    }
  }

  private markDue(symbol: string, expiryTs: number): void {
    let expiries = this.due.get(symbol);
    if (!expiries) this.due.set(symbol, (expiries = new Set()));
    expiries.add(expiryTs);
  }

  private async loadDueFromDatabase(): Promise<void> {
    const { rows } = await this.ctx.db.query<{ symbol: string; expiry: number }>(
      `SELECT DISTINCT symbol, expiry_ts::float8 AS expiry FROM orders WHERE status = 'open'`,
    );
    for (const { symbol, expiry } of rows) this.markDue(symbol, expiry);
  }

  /** S6: a tick after an order's expiry makes it settleable; this tick settles every such order. */
  private onTick(tick: Tick): void {
    const earliest = this.takeDue(tick.s, tick.t - 1);
    // A failed run is retried by the second's job and the reconciler.
    if (earliest !== null) this.settle(tick.s, { from: earliest, before: tick.t }).catch(() => undefined);
  }

  /** S11: the leader's watermark at or after an order's expiry settles it, and every such order. */
  private onWatermark({ s: symbol, w: watermark }: Watermark): void {
    const earliest = this.takeDue(symbol, watermark);
    if (earliest !== null) {
      this.settle(symbol, { from: earliest, before: watermark + 1, watermark }).catch(() => undefined);
    }
  }

  /** Forgets the due expiries of `symbol` at or before `through`; returns the earliest, or null. */
  private takeDue(symbol: string, through: number): number | null {
    const expiries = this.due.get(symbol);
    if (!expiries) return null;
    let earliest: number | null = null;
    for (const expiry of expiries) {
      if (expiry > through) continue;
      expiries.delete(expiry);
      earliest = Math.min(earliest ?? expiry, expiry);
    }
    if (expiries.size === 0) this.due.delete(symbol);
    return earliest;
  }

  /** The durable backstop: done once no order of its second is left open, else thrown to be retried. */
  private async runJob(job: Job<SettlementJob>): Promise<void> {
    const { symbol, second } = job.data;
    const window = { from: second * 1000, before: (second + 1) * 1000 };
    await this.settle(symbol, window);
    if (await openOrdersRemain(this.ctx.db, symbol, window.from, window.before)) {
      // Not settleable yet (S6), or settling in another worker right now: try again shortly.
      throw new Error(`${settlementJobId(job.data)} is not settled yet`);
    }
  }

  /** Settles a window of a symbol in that symbol's next run; rejects when the run failed. */
  private settle(symbol: string, window: ExpiryWindow): Promise<void> {
    let settlement = this.symbols.get(symbol);
    if (!settlement) {
      settlement = new SymbolSettlement((asked) => this.runSettlement(symbol, asked));
      this.symbols.set(symbol, settlement);
    }
    return settlement.request(window).catch((error: unknown) => {
      this.ctx.logger.error({ err: error, symbol, ...window }, 'settlement failed; a backstop retries');
      throw error;
    });
  }

  private async runSettlement(symbol: string, window: ExpiryWindow): Promise<void> {
    await this.settleWindow(
      this.ctx.db,
      this.ticks,
      { symbol, ...window, feedStaleMs: this.ctx.config.FEED_STALE_MS },
      async (orders, settleableAt, announcementId) => {
        this.settledCount += orders.length;
        await this.announcer.announce(announcementId, orders);
        this.record(orders, settleableAt);
      },
    );
  }

  private record(orders: SettledOrder[], settleableAt: (order: SettledOrder) => number | null): void {
    const now = Date.now();
    for (const order of orders) {
      this.ctx.metrics.ordersSettled.inc({ status: order.status });
      const from = settleableAt(order);
      if (from !== null) this.ctx.metrics.settlementLag.observe(Math.max(0, now - from) / 1000);
    }
  }
}
