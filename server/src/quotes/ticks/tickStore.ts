// Recent ticks per symbol in a Redis stream: kept long enough to settle any order, and able to
// answer "the last tick at or before T" exactly. Every tick in it was written to the PostgreSQL
// archive first (feed/SymbolPublisher.ts), so reads given the archive fall back on it, at once,
// for what Redis no longer holds (trimmed, flushed, failed over): Redis keeps the newest part of
// a symbol's stream, and the archive never trails it.
import type { Candle, Interval, Tick } from '@tempo/shared';
import type { Redis } from '../../platform/redis';
import type { Queryable } from '../../platform/db/pool';
import { archivedAtOrBefore, archivedBetween } from '../archive/ticksRepo';
import { quotesScripts } from './quotesScripts';
import type { StreamTick } from './StreamTick';
import { tickKeys } from './tickKeys';

type StreamEntry = [id: string, fields: string[]];

export interface PublishableTick {
  /** The tick with its place (time and sequence), number, producer and feed settings' version. */
  tick: StreamTick;
  fence: string;
  /** Ticks older than this (epoch ms) may be trimmed. */
  keepFrom: number;
  channel: string;
  live: Partial<Record<Interval, Candle>>;
  /** False to add the tick to the stream without telling the bus (default true). */
  announce?: boolean;
}

export type PublishOutcome = 'published' | 'fenced-out' | 'out-of-order';

export type { StreamTick } from './StreamTick';

/** The reads settlement and audits make; TickHistory answers them from the archive when Redis cannot. */
export interface TickReader {
  /** The last tick at or before `ts` (epoch ms), or null when none is known. */
  atOrBefore(symbol: string, ts: number): Promise<Tick | null>;
  /** Ticks with `from <= t <= to`, oldest first, at most `limit`. */
  between(symbol: string, from: number, to: number, limit?: number): Promise<Tick[]>;
}

export interface TickStoreOptions {
  /** The tick archive's database: reads fall back on it for ticks Redis no longer holds. */
  archive?: Queryable;
}

export class TickStore implements TickReader {
  private readonly archive: Queryable | null;
  private readonly scripts: ReturnType<typeof quotesScripts>;

  constructor(
    private readonly redis: Redis,
    options: TickStoreOptions = {},
  ) {
    this.archive = options.archive ?? null;
    // Defined once per connection; every TickStore on it shares the scripts.
    this.scripts = quotesScripts(redis);
  }

  /**
   * Appends, stores the live candles and broadcasts one tick in one atomic step (publishTick.lua),
   * under the tick's own stream id; the tick must be in the archive already.
   */
  async publish({
    tick,
    fence,
    keepFrom,
    channel,
    live,
    announce = true,
  }: PublishableTick): Promise<PublishOutcome> {
    const candleArgs = Object.entries(live).flatMap(([interval, candle]) => [
      interval,
      JSON.stringify(candle),
    ]);
    const wire: Tick = { s: tick.s, p: tick.p, t: tick.t, v: tick.v };
    const result = (await this.scripts.publishTick(
      [tickKeys.feedFence(tick.s), tickKeys.stream(tick.s), tickKeys.liveCandles(tick.s)],
      [
        fence,
        `${tick.t}-${tick.seq}`,
        tick.p,
        tick.v,
        keepFrom,
        channel,
        announce ? JSON.stringify(wire) : '',
        tick.source,
        tick.n ?? '',
        tick.feedVersion ?? '',
        ...candleArgs,
      ],
    )) as number | string;
    if (typeof result !== 'string') return result === 0 ? 'fenced-out' : 'out-of-order';
    return 'published';
  }

  /** The last tick at or before `ts` (epoch ms), or null when none is kept (in Redis or the archive). */
  async atOrBefore(symbol: string, ts: number): Promise<Tick | null> {
    const entries = (await this.redis.xrevrange(
      tickKeys.stream(symbol),
      String(ts),
      '-',
      'COUNT',
      1,
    )) as StreamEntry[];
    if (entries[0]) return toTick(symbol, entries[0]);
    return this.archive ? archivedAtOrBefore(this.archive, symbol, ts) : null;
  }

  /** The newest tick of a symbol, or null. */
  latest(symbol: string): Promise<Tick | null> {
    return this.atOrBefore(symbol, Number.MAX_SAFE_INTEGER);
  }

  /** Ticks with `from <= t <= to`, oldest first, at most `limit` (from the archive where Redis lacks them). */
  async between(symbol: string, from: number, to: number, limit = 10_000): Promise<Tick[]> {
    const [entries, oldest] = await Promise.all([
      this.redis.xrange(tickKeys.stream(symbol), String(from), String(to), 'COUNT', limit) as Promise<
        StreamEntry[]
      >,
      this.archive ? this.oldest(symbol) : null,
    ]);
    const kept = entries.map((entry) => toTick(symbol, entry));
    // Redis holds the stream's newest part: from its oldest tick on it is complete.
    if (!this.archive || (oldest && oldest.t < from)) return kept;
    const archived = await archivedBetween(this.archive, symbol, from, to, oldest, limit);
    return archived.length ? [...archived, ...kept].slice(0, limit) : kept;
  }

  /**
   * Ticks from `from` on (a time in epoch ms, inclusive, or a tick's time and sequence, exclusive),
   * with sequence and source, oldest first, at most `limit`.
   */
  async entriesFrom(
    symbol: string,
    from: number | { t: number; seq: number },
    limit: number,
  ): Promise<StreamTick[]> {
    const entries = (await this.redis.xrange(
      tickKeys.stream(symbol),
      typeof from === 'number' ? String(from) : `(${from.t}-${from.seq}`,
      '+',
      'COUNT',
      limit,
    )) as StreamEntry[];
    return entries.map((entry) => toStreamTick(symbol, entry));
  }

  /** The newest tick Redis keeps of a symbol, with its place and number, or null when none. */
  async newest(symbol: string): Promise<StreamTick | null> {
    const entries = (await this.redis.xrevrange(
      tickKeys.stream(symbol),
      '+',
      '-',
      'COUNT',
      1,
    )) as StreamEntry[];
    return entries[0] ? toStreamTick(symbol, entries[0]) : null;
  }

  /** Time and sequence of the oldest tick Redis still keeps of a symbol, or null when none. */
  async oldest(symbol: string): Promise<{ t: number; seq: number } | null> {
    const entries = (await this.redis.xrange(tickKeys.stream(symbol), '-', '+', 'COUNT', 1)) as StreamEntry[];
    const id = entries[0]?.[0];
    if (!id) return null;
    const dash = id.indexOf('-');
    return { t: Number(id.slice(0, dash)), seq: Number(id.slice(dash + 1)) };
  }
}

function fieldsOf([, fields]: StreamEntry): Record<string, string | undefined> {
  const values: Record<string, string> = {};
  for (let i = 0; i < fields.length; i += 2) values[fields[i]!] = fields[i + 1]!;
  return values;
}

function toStreamTick(symbol: string, entry: StreamEntry): StreamTick {
  const fields = fieldsOf(entry);
  const optionalNumber = (text: string | undefined) => (text ? Number(text) : null);
  return {
    ...toTick(symbol, entry),
    seq: Number(entry[0].slice(entry[0].indexOf('-') + 1)),
    n: optionalNumber(fields.n),
    // Ticks published before sources were recorded say so.
    source: fields.src ?? 'unknown',
    feedVersion: optionalNumber(fields.fv),
  };
}

function toTick(symbol: string, entry: StreamEntry): Tick {
  const id = entry[0];
  const values = fieldsOf(entry);
  return {
    s: symbol,
    t: Number(id.slice(0, id.indexOf('-'))),
    p: Number(values.p),
    v: Number(values.v ?? 0),
  };
}
