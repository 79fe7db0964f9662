import type { Ticker } from '@tempo/shared';
import type { Redis } from '../platform/redis';
import { tickKeys } from './ticks/tickKeys';

/** The latest 24h ticker of every symbol the feed has published, by symbol. */
export async function readTickers(redis: Redis): Promise<Map<string, Ticker>> {
  const stored = await redis.hgetall(tickKeys.tickers());
  return new Map(Object.entries(stored).map(([symbol, json]) => [symbol, JSON.parse(json) as Ticker]));
}

export async function readTicker(redis: Redis, symbol: string): Promise<Ticker | null> {
  const json = await redis.hget(tickKeys.tickers(), symbol);
  return json ? (JSON.parse(json) as Ticker) : null;
}
