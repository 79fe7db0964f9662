// Recent ticks per symbol in a Redis stream: kept long enough to settle any order, and able to
// answer "the last tick at or before T" exactly.
import { readFileSync } from 'node:fs';
import type { Candle, Interval, Tick } from '@tempo/shared';
import type { ClientContext, Result } from 'ioredis';
import type { Redis } from '../../platform/redis';
import { tickKeys } from './tickKeys';

const PUBLISH_TICK_LUA = readFileSync(new URL('./publishTick.lua', import.meta.url), 'utf8');

type StreamEntry = [id: string, fields: string[]];

declare module 'ioredis' {
  interface RedisCommander<Context extends ClientContext = { type: 'default' }> {
    publishTick(
      fenceKey: string,
      streamKey: string,
      liveKey: string,
      ...args: (string | number)[]
    ): Result<number, Context>;
  }
}

export interface PublishableTick {
  tick: Tick;
  fence: string;
  /** Ticks older than this (epoch ms) may be trimmed. */
  keepFrom: number;
  channel: string;
  live: Partial<Record<Interval, Candle>>;
}

export type PublishOutcome = 'published' | 'fenced-out' | 'out-of-order';

export class TickStore {
  constructor(private readonly redis: Redis) {
    // defineCommand is idempotent per connection; every TickStore on it shares the script.
    redis.defineCommand('publishTick', { numberOfKeys: 3, lua: PUBLISH_TICK_LUA });
  }

  /** Appends, stores the live candles and broadcasts one tick in one atomic step (see publishTick.lua). */
  async publish({ tick, fence, keepFrom, channel, live }: PublishableTick): Promise<PublishOutcome> {
    const candleArgs = Object.entries(live).flatMap(([interval, candle]) => [
      interval,
      JSON.stringify(candle),
    ]);
    const result = await this.redis.publishTick(
      tickKeys.feedFence(tick.s),
      tickKeys.stream(tick.s),
      tickKeys.liveCandles(tick.s),
      fence,
      tick.t,
      tick.p,
      tick.v,
      keepFrom,
      channel,
      JSON.stringify(tick),
      ...candleArgs,
    );
    return result === 1 ? 'published' : result === 0 ? 'fenced-out' : 'out-of-order';
  }

  /** The last tick at or before `ts` (epoch ms), or null when none is kept. */
  async atOrBefore(symbol: string, ts: number): Promise<Tick | null> {
    const entries = (await this.redis.xrevrange(
      tickKeys.stream(symbol),
      String(ts),
      '-',
      'COUNT',
      1,
    )) as StreamEntry[];
    return entries[0] ? toTick(symbol, entries[0]) : null;
  }

  /** The newest tick of a symbol, or null. */
  latest(symbol: string): Promise<Tick | null> {
    return this.atOrBefore(symbol, Number.MAX_SAFE_INTEGER);
  }

  /** Ticks with `from <= t <= to`, oldest first, at most `limit`. */
  async between(symbol: string, from: number, to: number, limit = 10_000): Promise<Tick[]> {
    const entries = (await this.redis.xrange(
      tickKeys.stream(symbol),
      String(from),
      String(to),
      'COUNT',
      limit,
    )) as StreamEntry[];
    return entries.map((entry) => toTick(symbol, entry));
  }
}

function toTick(symbol: string, [id, fields]: StreamEntry): Tick {
  const values: Record<string, string> = {};
  for (let i = 0; i < fields.length; i += 2) values[fields[i]!] = fields[i + 1]!;
  return {
    s: symbol,
    t: Number(id.slice(0, id.indexOf('-'))),
    p: Number(values.p),
    v: Number(values.v ?? 0),
  };
}
