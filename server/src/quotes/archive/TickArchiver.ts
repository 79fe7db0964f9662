// Keeps every tick the feed leader publishes in PostgreSQL, past Redis's few minutes. Off the
// publish path: a published tick joins an in-memory buffer that one multi-row INSERT writes every
// `flushEveryMs` (sooner once `batch` ticks wait). A failed write keeps its ticks at the head of
// the buffer and is retried with backoff. A full buffer, or an unwritten tick older than half
// Redis's retention, makes the publisher wait rather than lose ticks or let Redis drop one the
// archive lacks. Writes keep each symbol's publishing order, so an archived tick means every
// earlier one of its symbol is archived too (archiveFallback.ts relies on it).
//
// Per symbol this process leads, `maintain` first copies what Redis holds beyond the archive (a
// previous leader's last unflushed ticks), then seals the minutes that closed (sealMinutes.ts).
import { minuteOf } from '@tempo/shared';
import type { AppContext } from '../../platform/context';
import type { StreamTick, TickSink, TickStore } from '../ticks/tickStore';
import { sealMinutes } from './sealMinutes';
import { dayOf, dropExpiredTickPartitions, ensureTickPartitions } from './tickPartitions';
import { insertTicks, newestArchived, type TickPosition } from './ticksRepo';

export interface ArchiverOptions {
  /** How often buffered ticks are written (ms). */
  flushEveryMs?: number;
  /** Ticks per INSERT; a buffer this long is written at once. */
  batch?: number;
  /** Ticks buffered at most; beyond, publishing waits for the archive. */
  maxBuffered?: number;
  /**
   * The oldest unwritten tick's age (ms) beyond which publishing waits for the archive (default:
   * half of Redis's tick retention), so no tick leaves Redis before it reached PostgreSQL.
   */
  maxLagMs?: number;
  /** A minute is sealed this long after it ends (ms): room for a late flush or a skewed clock. */
  sealDelayMs?: number;
  /** Called after each committed write with its ticks (for the benchmark's lag figures). */
  onWritten?: (ticks: readonly StreamTick[], committedAt: number) => void;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const MAX_BACKOFF_MS = 5_000;
const CATCH_UP_PAGE = 5_000;

export class TickArchiver implements TickSink {
  private pending: StreamTick[] = [];
  private inFlight: StreamTick[] = [];
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private failures = 0;
  private retryAt = 0;
  private waiters: (() => void)[] = [];
  private readonly last = new Map<string, { t: number; seq: number }>();
  /** Symbols led and caught up, with the end (epoch ms) of the minutes sealed so far. */
  private readonly sealedThrough = new Map<string, number>();
  private readonly knownDays = new Set<number>();
  private maintainedAt = 0;
  private readonly flushEveryMs: number;
  private readonly batch: number;
  private readonly maxBuffered: number;
  private readonly maxLagMs: number;
  private readonly sealDelayMs: number;
  private readonly onWritten: ArchiverOptions['onWritten'] | null;
  /** Ticks written, for metrics, tests and the benchmark. */
  archived = 0;
  /** Milliseconds from publishing to the archive, of the last batch's oldest tick. */
  lagMs = 0;
  /** Time spent writing (ms, wall clock), for the benchmark. */
  flushMs = 0;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'logger' | 'config'> & Partial<Pick<AppContext, 'metrics'>>,
    private readonly recent: TickStore | null = null,
    options: ArchiverOptions = {},
  ) {
    this.flushEveryMs = options.flushEveryMs ?? 250;
    this.batch = options.batch ?? 2_000;
    this.maxBuffered = options.maxBuffered ?? 200_000;
    this.maxLagMs = options.maxLagMs ?? (ctx.config.TICK_RETENTION_SECONDS * 1000) / 2;
    this.sealDelayMs = options.sealDelayMs ?? 5_000;
    this.onWritten = options.onWritten ?? null;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.flushEveryMs);
  }

  /** Writes what is buffered (retrying for up to `deadlineMs`) and stops. */
  async stop(deadlineMs = 5_000): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const deadline = Date.now() + deadlineMs;
    while ((this.pending.length || this.flushing) && Date.now() < deadline) {
      this.retryAt = 0;
      await this.flush();
      if (this.pending.length) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (this.pending.length) {
      this.ctx.logger.error({ ticks: this.pending.length }, 'tick archive: stopping with ticks unwritten');
    }
    this.release(true);
  }

  /** Writes that failed since the last one that succeeded. */
  get failedWrites(): number {
    return this.failures;
  }

  /** Ticks published and not yet written. */
  get backlog(): number {
    return this.pending.length + this.inFlight.length;
  }

  add(tick: StreamTick): Promise<void> | undefined {
    // After a Redis flush a stream restarts its sequence: keep the archive's key unique and ordered.
    const last = this.last.get(tick.s);
    const seq = last && last.t === tick.t && tick.seq <= last.seq ? last.seq + 1 : tick.seq;
    const entry = seq === tick.seq ? tick : { ...tick, seq };
    this.last.set(tick.s, { t: entry.t, seq: entry.seq });
    this.pending.push(entry);
    if (this.pending.length >= this.batch && !this.flushing) void this.flush();
    if (!this.full()) return undefined;
    // Waiting on a write: start it now rather than at the next interval.
    void this.flush();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Writes buffered ticks, one batch after another, until the buffer is short or a write fails. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async drain(): Promise<void> {
    while (this.pending.length && Date.now() >= this.retryAt) {
      this.inFlight = this.pending.splice(0, this.batch);
      const started = performance.now();
      try {
        await this.write(this.inFlight);
        const now = Date.now();
        this.archived += this.inFlight.length;
        this.lagMs = now - this.inFlight[0]!.t;
        this.failures = 0;
        this.ctx.metrics?.ticksArchived.inc(this.inFlight.length);
        this.ctx.metrics?.tickArchiveLag.observe(this.lagMs / 1000);
        this.onWritten?.(this.inFlight, now);
      } catch (error) {
        this.pending.unshift(...this.inFlight);
        this.failures++;
        this.retryAt = Date.now() + Math.min(MAX_BACKOFF_MS, 100 * 2 ** this.failures);
        // Logged on the first failure and then every tenth, not on every retry.
        if (this.failures % 10 === 1) {
          this.ctx.logger.error(
            { err: error, ticks: this.pending.length, failures: this.failures },
            'tick archive: write failed; retrying',
          );
        }
      } finally {
        this.flushMs += performance.now() - started;
        this.inFlight = [];
        this.ctx.metrics?.tickArchiveBacklog.set(this.pending.length);
        this.release();
      }
      if (this.pending.length < this.batch) break;
    }
  }

  private async write(ticks: StreamTick[]): Promise<void> {
    const days = new Set(ticks.map((tick) => dayOf(tick.t)));
    const missing = [...days].filter((day) => !this.knownDays.has(day));
    if (missing.length) {
      await ensureTickPartitions(this.ctx.db, [...missing, ...missing.map((day) => day + DAY_MS)]);
      for (const day of missing) this.knownDays.add(day).add(day + DAY_MS);
    }
    await insertTicks(this.ctx.db, ticks);
  }

  /** Too many ticks unwritten, or the oldest too old: publishing must wait. */
  private full(): boolean {
    const oldest = this.inFlight[0]?.t ?? this.pending[0]?.t;
    return this.backlog >= this.maxBuffered || (oldest !== undefined && Date.now() - oldest > this.maxLagMs);
  }

  /** Lets waiting publishers go once there is room (or at once when stopping). */
  private release(stopping = false): void {
    if (!stopping && this.full()) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /**
   * Once a second from the feed: for each symbol this process leads, copies what Redis holds
   * beyond the archive (once per leadership), then seals closed minutes; hourly, keeps the
   * partitions ahead and drops those past the retention.
   */
  async maintain(leading: readonly string[], now = Date.now()): Promise<void> {
    for (const symbol of this.sealedThrough.keys()) {
      if (!leading.includes(symbol)) this.sealedThrough.delete(symbol);
    }
    try {
      if (now - this.maintainedAt >= HOUR_MS) {
        await ensureTickPartitions(this.ctx.db, [now, now + DAY_MS, now + 2 * DAY_MS]);
        const dropped = await dropExpiredTickPartitions(
          this.ctx.db,
          now,
          this.ctx.config.TICK_ARCHIVE_RETENTION_DAYS,
        );
        if (dropped.length)
          this.ctx.logger.info({ dropped }, 'tick archive: partitions past the retention dropped');
        this.maintainedAt = now;
      }
      // Ticks still buffered here must reach the table before their minute is sealed.
      const oldestPending = this.pending[0]?.t ?? this.inFlightOldest() ?? Infinity;
      const until = Math.min(now - this.sealDelayMs, oldestPending);
      for (const symbol of leading) {
        let through = this.sealedThrough.get(symbol);
        if (through === undefined) {
          await this.catchUp(symbol, now);
          this.sealedThrough.set(symbol, (through = 0));
        }
        if (minuteOf(until) > through) {
          this.sealedThrough.set(symbol, (await sealMinutes(this.ctx.db, symbol, until)).through);
        }
      }
    } catch (error) {
      this.ctx.logger.warn({ err: error }, 'tick archive: maintenance failed; the next pass retries');
    }
  }

  private inFlightOldest(): number | null {
    return this.inFlight[0]?.t ?? null;
  }

  /** Copies the ticks Redis keeps of `symbol` beyond the archive's newest (a previous leader's unflushed tail). */
  private async catchUp(symbol: string, now: number): Promise<void> {
    if (!this.recent) return;
    const since = now - this.ctx.config.TICK_RETENTION_SECONDS * 1000;
    let from: number | TickPosition = (await newestArchived(this.ctx.db, symbol, since)) ?? since;
    let copied = 0;
    for (;;) {
      const ticks = await this.recent.entriesFrom(symbol, from, CATCH_UP_PAGE);
      await this.write(ticks);
      copied += ticks.length;
      if (ticks.length < CATCH_UP_PAGE) break;
      from = ticks.at(-1)!;
    }
    if (copied) this.ctx.logger.info({ symbol, copied }, 'tick archive: caught up from the tick stream');
  }
}
