// What the leader of each symbol's feed reports about itself about once a second, for ops: which
// source feeds it, how fast, when the last tick left, and a replay's progress. A report lives a few
// seconds: a symbol nobody leads shows as such once its last report lapses.
import type { Redis } from 'ioredis';
import { tickKeys } from '../ticks/tickKeys';

/** A report outlives a few missed seconds, not a leader gone for good. */
const REPORT_TTL_MS = 5_000;

export interface ReplayReport {
  recordingId: number | null;
  speed: number | 'max';
  loop: boolean;
  sent: number;
  total: number;
  loops: number;
  finished: boolean;
}

export interface FeedStatusReport {
  /** The process leading the symbol. */
  leader: string;
  /** Who produces its ticks (PriceSource.sourceLabel). */
  source: string | null;
  lastTickAt: number | null;
  ticksPerSecond: number;
  replay: ReplayReport | null;
}

export async function reportFeedStatus(
  redis: Redis,
  symbol: string,
  report: FeedStatusReport,
): Promise<void> {
  await redis.set(tickKeys.feedStatus(symbol), JSON.stringify(report), 'PX', REPORT_TTL_MS);
}

/** The live report of each of `symbols`, null where no leader reported lately. */
export async function readFeedStatuses(
  redis: Redis,
  symbols: readonly string[],
): Promise<(FeedStatusReport | null)[]> {
  if (symbols.length === 0) return [];
  const values = await redis.mget(symbols.map((symbol) => tickKeys.feedStatus(symbol)));
  return values.map((value) => (value ? (JSON.parse(value) as FeedStatusReport) : null));
}

/**
 * The latest report on `symbol` with when it was written (epoch ms, from the time it has left to
 * live, so no clock of the leader's is involved), or null when no leader reported lately.
 */
export async function readFeedReport(
  redis: Redis,
  symbol: string,
): Promise<{ report: FeedStatusReport; writtenAt: number } | null> {
  const key = tickKeys.feedStatus(symbol);
  const [[, value], [, ttlMs]] = (await redis.multi().get(key).pttl(key).exec()) as [
    [unknown, string | null],
    [unknown, number],
  ];
  if (!value || ttlMs < 0) return null;
  return { report: JSON.parse(value) as FeedStatusReport, writtenAt: Date.now() - (REPORT_TTL_MS - ttlMs) };
}
