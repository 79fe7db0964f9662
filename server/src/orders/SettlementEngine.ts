// The `worker` role's settlement: three paths to the same idempotent settleExpiredOrders.
//  1. Ticks: the first tick after an expiry second settles that second at once (lowest lag).
//  2. BullMQ: a delayed job per symbol and second, the durable backstop when no worker saw ticks.
//  3. Reconciler: a sweep of PostgreSQL for open orders past expiry, the last resort (lost jobs,
//     a flushed Redis); it also records audit ticks (S8).
import type { Job, Worker } from 'bullmq';
import { busChannels, type Tick } from '@tempo/shared';
import type { AppContext } from '../platform/context';
import { getBalancesOf, presentBalances } from '../ledger';
import type { Queues } from '../platform/queues';
import { onTick, TickStore } from '../quotes';
import { recordAuditTicks } from './auditTicks';
import { settleExpiredOrders, type SettledOrder } from './commands/settleExpiredOrders';
import type { OrderNotifier } from './OrderNotifier';
import { settledEvent } from './presenters';
import { SETTLEMENT_QUEUE, settlementJobId, type SettlementJob } from './SettlementScheduler';

/** Audit ticks are recorded this long after settlement, when ticks after the exit exist. */
const AUDIT_AFTER_MS = 2_000;

export class SettlementEngine {
  private readonly ticks: TickStore;
  private readonly due = new Map<string, Set<number>>();
  private readonly inFlight = new Map<string, Promise<boolean>>();
  private worker: Worker<SettlementJob> | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private unsubscribers: (() => Promise<void>)[] = [];
  /** Orders this process settled, for metrics and tests. */
  settledCount = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly queues: Queues,
    private readonly notifier: OrderNotifier,
    /** The settlement command; a test may wrap it to make a run fail. */
    private readonly settleSecond: typeof settleExpiredOrders = settleExpiredOrders,
  ) {
    // Ticks Redis lost (a flush, a failover) are read from the archive: S5 voids only without any.
    this.ticks = new TickStore(ctx.redis, { archive: ctx.db });
  }

  async start(): Promise<void> {
    this.unsubscribers = await Promise.all([
      this.ctx.pubsub.subscribe(busChannels.ordersDue, (job) => this.markDue(job.symbol, job.second)),
      onTick(this.ctx.pubsub, (tick) => this.onTick(tick)),
    ]);
    await this.loadDueFromDatabase();
    this.worker = this.queues.worker<SettlementJob>(SETTLEMENT_QUEUE, (job) => this.runJob(job), {
      concurrency: this.ctx.config.SETTLEMENT_CONCURRENCY,
    });
    this.sweepTimer = setInterval(() => void this.sweep(), this.ctx.config.RECONCILE_EVERY_MS);
  }

  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await Promise.all(this.unsubscribers.map((unsubscribe) => unsubscribe()));
    await this.worker?.close();
    await Promise.allSettled(this.inFlight.values());
  }

  /** One pass of the reconciler: settle what is overdue, then record audit ticks. */
  async sweep(): Promise<void> {
    try {
      const { rows } = await this.ctx.db.query<{ symbol: string; second: number }>(
        `SELECT symbol, (expiry_ts / 1000)::bigint AS second FROM orders
         WHERE status = 'open' AND expiry_ts < $1 GROUP BY 1, 2 ORDER BY 2 LIMIT 500`,
        [Date.now() - 1000],
      );
      for (const { symbol, second } of rows) await this.settle(symbol, second);
      await recordAuditTicks(this.ctx.db, this.ticks, AUDIT_AFTER_MS);
    } catch (error) {
      this.ctx.logger.warn({ err: error }, 'settlement sweep failed; the next one retries');
    }
  }

  private markDue(symbol: string, second: number): void {
    let seconds = this.due.get(symbol);
    if (!seconds) this.due.set(symbol, (seconds = new Set()));
    seconds.add(second);
  }

  private async loadDueFromDatabase(): Promise<void> {
    const { rows } = await this.ctx.db.query<{ symbol: string; second: number }>(
      `SELECT DISTINCT symbol, (expiry_ts / 1000)::bigint AS second FROM orders WHERE status = 'open'`,
    );
    for (const { symbol, second } of rows) this.markDue(symbol, second);
  }

  /** S6: a tick after an expiry second makes that second settleable. */
  private onTick(tick: Tick): void {
    const seconds = this.due.get(tick.s);
    if (!seconds) return;
    for (const second of seconds) {
      if ((second + 1) * 1000 <= tick.t) {
        seconds.delete(second);
        void this.settle(tick.s, second);
      }
    }
  }

  private async runJob(job: Job<SettlementJob>): Promise<void> {
    const settled = await this.settle(job.data.symbol, job.data.second);
    // Thrown so BullMQ tries again shortly: the second is not settleable yet (S6).
    if (!settled) throw new Error(`${settlementJobId(job.data)} is not settleable yet`);
  }

  /**
   * Settles one second once, whichever path asks first: a caller that finds a run in flight joins
   * it and gets its real result, so a BullMQ job that joins a failed or not-yet-settleable run
   * fails too and is retried, rather than completing as if it had settled.
   */
  private settle(symbol: string, second: number): Promise<boolean> {
    const key = `${symbol}:${second}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = this.runSettlement(symbol, second)
      .catch((error: unknown) => {
        this.ctx.logger.error({ err: error, symbol, second }, 'settlement failed; a backstop retries');
        return false;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  /** One settlement run of a second: true once settled, false while it is not settleable yet (S6). */
  private async runSettlement(symbol: string, second: number): Promise<boolean> {
    const { config } = this.ctx;
    const outcome = await this.settleSecond(
      this.ctx.db,
      this.ticks,
      {
        symbol,
        second,
        force: Date.now() > (second + 1) * 1000 + config.FEED_STALE_MS,
        feedStaleMs: config.FEED_STALE_MS,
      },
      async (orders, settleableAt) => {
        this.settledCount += orders.length;
        await this.notify(orders);
        this.record(orders, settleableAt);
      },
    );
    return outcome.state === 'settled';
  }

  private record(orders: SettledOrder[], settleableAt: number | null): void {
    const lagSeconds = settleableAt === null ? null : Math.max(0, Date.now() - settleableAt) / 1000;
    for (const order of orders) {
      this.ctx.metrics.ordersSettled.inc({ status: order.status });
      if (lagSeconds !== null) this.ctx.metrics.settlementLag.observe(lagSeconds);
    }
  }

  private async notify(orders: SettledOrder[]): Promise<void> {
    if (!orders.length) return;
    const balances = await getBalancesOf(
      this.ctx.db,
      orders.map((order) => order.userId),
    );
    for (const order of orders) {
      const balance = balances.get(order.userId)!;
      this.notifier.settled(
        order.userId,
        settledEvent(order, order.account === 'demo' ? balance.demo : balance.available),
      );
    }
    for (const [userId, balance] of balances) this.notifier.balance(userId, presentBalances(balance));
  }
}
