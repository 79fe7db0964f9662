// The archive as the tick stream's fallback: what settlement and audits read when Redis no longer
// holds the ticks (trimmed, flushed, failed over). Redis always keeps the newest part of a
// symbol's stream, so Redis answers from its oldest kept tick on and the archive before it.
//
// Every tick is written to the archive before Redis publishes it (tickJournal.ts), so the archive
// never trails Redis: whatever Redis has published, the archive can answer for, at once.
import type { Tick } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';
import { archivedAtOrBefore, archivedBetween, type TickPosition } from './ticksRepo';

/** The last archived tick at or before `ts` (epoch ms), for when Redis keeps none. */
export function archiveAtOrBefore(db: Queryable, symbol: string, ts: number): Promise<Tick | null> {
  return archivedAtOrBefore(db, symbol, ts);
}

/**
 * The archived ticks with `from <= t <= to` that precede `oldestKept`, the oldest tick Redis
 * still holds (null: Redis holds none), in publishing order, at most `limit`.
 */
export function archiveBefore(
  db: Queryable,
  symbol: string,
  from: number,
  to: number,
  oldestKept: TickPosition | null,
  limit: number,
): Promise<Tick[]> {
  return archivedBetween(db, symbol, from, to, oldestKept, limit);
}
