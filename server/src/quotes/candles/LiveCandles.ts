// The live candle of every interval for one symbol, built tick by tick.
//
// Ticks normally arrive in time order (one feed leader stamps them). A tick older than the last
// one still counts where it can do so honestly: inside the current candle it widens the high,
// low and volume but does not move the close (the close is the latest price); for an already
// closed candle it is dropped and counted, since a closed candle is final once published.
import { INTERVALS, bucketStart, foldTick, type Candle, type Interval, type Tick } from '@tempo/shared';

export interface CandleClose {
  interval: Interval;
  candle: Candle;
}

export interface AppliedTick {
  /** Candles this tick closed (oldest interval first). */
  closed: CandleClose[];
  /** Whether the tick came after the latest one (false: late, folded in or dropped). */
  inOrder: boolean;
  /** Whether a late tick was dropped because its candle had closed. */
  dropped: boolean;
}

export class LiveCandles {
  private readonly live = new Map<Interval, Candle>();
  private lastTs = 0;
  /** How many late ticks were dropped, for the feed's metrics. */
  droppedLate = 0;

  constructor(
    readonly intervals: readonly Interval[] = INTERVALS,
    resume: { live?: Partial<Record<Interval, Candle>>; lastTs?: number } = {},
  ) {
    for (const interval of intervals) {
      const candle = resume.live?.[interval];
      if (candle) this.live.set(interval, candle);
    }
    this.lastTs = resume.lastTs ?? 0;
  }

  get lastTickTs(): number {
    return this.lastTs;
  }

  /** The live candle of `interval`, if any tick has opened one. */
  current(interval: Interval): Candle | undefined {
    return this.live.get(interval);
  }

  /** Every live candle, keyed by interval. */
  snapshot(): Partial<Record<Interval, Candle>> {
    return Object.fromEntries(this.live) as Partial<Record<Interval, Candle>>;
  }

  apply(tick: Pick<Tick, 'p' | 't' | 'v'>): AppliedTick {
    if (tick.t >= this.lastTs) {
      this.lastTs = tick.t;
      const closed: CandleClose[] = [];
      for (const interval of this.intervals) {
        const next = foldTick(this.live.get(interval) ?? null, tick, interval);
        this.live.set(interval, next.live);
        if (next.closed) closed.push({ interval, candle: next.closed });
      }
      return { closed, inOrder: true, dropped: false };
    }
    return this.applyLate(tick);
  }

  private applyLate(tick: Pick<Tick, 'p' | 't' | 'v'>): AppliedTick {
    const finest = this.live.get(this.intervals[0]!);
    if (!finest || bucketStart(tick.t, this.intervals[0]!) !== finest.t) {
      this.droppedLate++;
      return { closed: [], inOrder: false, dropped: true };
    }
    // Inside the finest live candle, hence inside every coarser live candle too.
    for (const interval of this.intervals) {
      const candle = this.live.get(interval)!;
      this.live.set(interval, {
        ...candle,
        h: Math.max(candle.h, tick.p),
        l: Math.min(candle.l, tick.p),
        v: candle.v + tick.v,
        q: candle.q + tick.p * tick.v,
      });
    }
    return { closed: [], inOrder: false, dropped: false };
  }
}
