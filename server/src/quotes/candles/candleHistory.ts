// Chart history: closed candles from PostgreSQL and the live one from Redis, stitched so that a
// client following the live stream afterwards sees no gap and no duplicate.
import type { Candle, CandleHistory, CandleHistoryQuery, Interval } from '@tempo/shared';
import type { Redis } from '../../platform/redis';
import { tickKeys } from '../ticks/tickKeys';
import type { ClosedCandlePages } from './ClosedCandlePages';

export interface LiveState {
  candle: Candle | null;
  lastTickTs: number | null;
}

/** The live candle of one interval and the time of the tick it includes last. */
export async function readLiveCandle(redis: Redis, symbol: string, interval: Interval): Promise<LiveState> {
  const [candle, lastTickTs] = await redis.hmget(tickKeys.liveCandles(symbol), interval, 'lastTickTs');
  return {
    candle: candle ? (JSON.parse(candle) as Candle) : null,
    lastTickTs: lastTickTs ? Number(lastTickTs) : null,
  };
}

export async function getCandleHistory(
  closedPages: ClosedCandlePages,
  redis: Redis,
  symbol: string,
  query: CandleHistoryQuery,
): Promise<CandleHistory> {
  if (query.before !== undefined) {
    const candles = await closedPages.before(symbol, query.interval, query.before, query.limit);
    return { symbol, interval: query.interval, candles, lastTickTs: null };
  }
  // Live state first, then PostgreSQL: the feed stores a candle in PostgreSQL before Redis moves
  // on to the next one, so everything older than the live candle read here is already stored.
  const live = await readLiveCandle(redis, symbol, query.interval);
  const closedLimit = live.candle ? query.limit - 1 : query.limit;
  const closed =
    closedLimit > 0
      ? await closedPages.before(
          symbol,
          query.interval,
          live.candle?.t ?? Number.MAX_SAFE_INTEGER,
          closedLimit,
        )
      : [];
  return {
    symbol,
    interval: query.interval,
    candles: live.candle ? [...closed, live.candle] : closed,
    lastTickTs: live.lastTickTs,
  };
}
