// How a leader publishes one symbol's ticks: each tick is numbered, written to the PostgreSQL
// archive under the leader's fence, and only then published through Redis (stream, live candles,
// bus). No tick reaches a socket or decides an order unless the archive holds it (FORMAT.md,
// "Written before it is published"); archive/tickJournal.ts says why the write comes first.
//
// On taking the lead it first finishes what the previous leader left half done: ticks it wrote to
// the archive but did not live to publish are published now, in order, before any new tick, so the
// stream, the sockets and the archive hold the same ticks.
//
// Between ticks it may publish a watermark (S11 of orders/SPEC.md): every tick stamped at or
// before it is published. It is taken in turn with the ticks, recorded under the fence, and every
// later tick, this leader's or the next one's, is stamped after it, so the promise holds exactly.
import type { Candle, Interval, Tick } from '@tempo/shared';
import type { Db } from '../../platform/db/pool';
import {
  journalAfter,
  journalTail,
  journalTick,
  journalWatermark,
  recordWatermark,
} from '../archive/tickJournal';
import type { StreamTick } from '../ticks/StreamTick';
import type { PublishOutcome, TickStore } from '../ticks/tickStore';

/** Where a published tick goes on the bus, how long Redis keeps it, and the live candles after it. */
export interface PublishTarget {
  channel: string;
  /** Ticks older than this (epoch ms) may be trimmed from the stream. */
  keepFrom: number;
  live: Partial<Record<Interval, Candle>>;
}

/** A tick to publish now: price, volume and server time; the publisher adds its place and number. */
export interface NewTick extends Tick {
  source: string;
  feedVersion: number | null;
}

/** What the previous leader left: the journal's newest tick, and the ticks published now for it. */
export interface Takeover {
  publisher: SymbolPublisher;
  /** Ticks the archive held that Redis had not published, published by this takeover, oldest first. */
  finished: StreamTick[];
}

const RECOVERY_PAGE = 1_000;
/**
 * A tick older than this when it is written (a leader stalled mid-publish) is refused: it is no
 * longer a live price, and well before its minute may be sealed (ArchiveUpkeep's delay is 5 s).
 */
export const MAX_WRITE_DELAY_MS = 2_000;

export class SymbolPublisher {
  private constructor(
    private readonly db: Db,
    private readonly store: TickStore,
    readonly symbol: string,
    readonly fence: string,
    private last: Pick<StreamTick, 't' | 'seq' | 'n'> | null,
    private watermark: number,
    private readonly maxWriteDelayMs: number,
  ) {}

  /** The publish in progress, or done: the next one starts after it. */
  private queue: Promise<unknown> = Promise.resolve();
  /** A tick was written but not published (or its write failed): this leadership is over. */
  private broken = false;

  /**
   * Starts publishing `symbol` under `fence` (just raised): publishes what the archive holds beyond
   * Redis's stream, calling `target` for each such tick (to apply it to the live candles), and
   * continues the numbering after the archive's newest tick.
   */
  static async takeOver(
    db: Db,
    store: TickStore,
    symbol: string,
    fence: string,
    target: (tick: StreamTick) => Promise<PublishTarget>,
    /** Tests that write history pass Infinity; a live feed keeps the default. */
    maxWriteDelayMs = MAX_WRITE_DELAY_MS,
  ): Promise<Takeover> {
    const [archived, streamed, watermark] = await Promise.all([
      journalTail(db, symbol),
      store.newest(symbol),
      journalWatermark(db, symbol),
    ]);
    const finished: StreamTick[] = [];
    // A stream Redis lost (restarted empty) is not refilled: reads fall back on the archive, and
    // old ticks are no news for the bus.
    if (archived && streamed && isAfter(archived, streamed)) {
      let after: Pick<StreamTick, 't' | 'seq'> = streamed;
      for (;;) {
        const page = await journalAfter(db, symbol, after, RECOVERY_PAGE);
        for (const tick of page) {
          const outcome = await store.publish({ tick, fence, ...(await target(tick)) });
          if (outcome !== 'published')
            throw new Error(`could not finish ${symbol}'s tick ${tick.t}: ${outcome}`);
          finished.push(tick);
        }
        if (page.length < RECOVERY_PAGE) break;
        after = page.at(-1)!;
      }
    }
    const last = archived ?? streamed;
    const publisher = new SymbolPublisher(db, store, symbol, fence, last, watermark, maxWriteDelayMs);
    return { publisher, finished };
  }

  /** Time of the last tick published (or archived by a previous leader), 0 when none. */
  get lastTickTs(): number {
    return this.last?.t ?? 0;
  }

  /** The earliest time the next tick may be stamped: after the last tick and the watermark. */
  get nextTickTs(): number {
    return Math.max(this.last?.t ?? 0, this.watermark + 1);
  }

  /**
   * Publishes the watermark `at` (epoch ms, at most now − 1), in turn with the ticks: every tick
   * stamped at or before it is published by then, and every later one will be stamped after it.
   * Recorded under the fence first, then announced with `announce`. Resolves to the watermark
   * published, or null when this leadership is over (fenced out, or broken by a failed tick).
   */
  mark(at: number, announce: (watermark: number) => Promise<void>): Promise<number | null> {
    const turn = this.queue.then(() => this.markNow(at, announce));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async markNow(at: number, announce: (watermark: number) => Promise<void>): Promise<number | null> {
    if (this.broken) return null;
    // Never ahead of the clock (ticks would be pushed into the future), never back.
    const watermark = Math.min(at, Date.now() - 1);
    if (watermark <= this.watermark) return this.watermark;
    if (!(await recordWatermark(this.db, this.symbol, this.fence, watermark))) {
      this.broken = true;
      return null;
    }
    this.watermark = watermark;
    await announce(watermark);
    return watermark;
  }

  /**
   * Numbers the tick, writes it to the archive under the fence and publishes it. A tick time
   * before the last one's is moved up to it: publishing order is time order. Calls are taken one
   * at a time, in the order made, so numbers and stream ids follow that order whoever calls.
   */
  publish(tick: NewTick, target: PublishTarget): Promise<PublishOutcome> {
    const turn = this.queue.then(() => this.publishNow(tick, target));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async publishNow(tick: NewTick, target: PublishTarget): Promise<PublishOutcome> {
    // After a tick that did not make it all the way, this leadership publishes nothing more: the
    // next one finishes from the archive (W4), so the stream never skips a written tick.
    if (this.broken) return 'fenced-out';
    const last = this.last;
    // After the last tick and after the watermark: a tick stamped at or before a published
    // watermark would break its promise (S11).
    const t = Math.max(tick.t, this.nextTickTs);
    const numbered: StreamTick & { n: number } = {
      ...tick,
      t,
      seq: last && last.t === t ? last.seq + 1 : 0,
      n: (last?.n ?? 0) + 1,
    };
    if (Date.now() - t > this.maxWriteDelayMs) return 'out-of-order';
    this.broken = true;
    if (!(await journalTick(this.db, numbered, this.fence))) return 'fenced-out';
    this.last = numbered;
    // From here the tick is on the record: a failure to publish it is finished by the next leader.
    const outcome = await this.store.publish({ tick: numbered, fence: this.fence, ...target });
    this.broken = outcome !== 'published';
    return outcome;
  }
}

function isAfter(a: Pick<StreamTick, 't' | 'seq'>, b: Pick<StreamTick, 't' | 'seq'>): boolean {
  return a.t > b.t || (a.t === b.t && a.seq > b.seq);
}
