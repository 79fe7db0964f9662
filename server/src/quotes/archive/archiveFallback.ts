// The archive as the tick stream's fallback: what settlement and audits read when Redis no longer
// holds the ticks (trimmed, flushed, failed over). Redis always keeps the newest part of a
// symbol's stream, so Redis answers from its oldest kept tick on and the archive before it.
//
// The archive trails publishing by a flush (~250 ms). Since the archiver writes each symbol's
// ticks in publishing order, an archived tick at or after a time proves every earlier one is
// archived; without such a tick an answer about the last few seconds waits until it is safe.
import type { Tick } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';
import { archivedAtOrBefore, archivedBetween, newestArchived, type TickPosition } from './ticksRepo';

/** After this long (ms) a published tick is archived, unless PostgreSQL is failing. */
export const ARCHIVE_SETTLED_MS = 3_000;
const POLL_MS = 100;

/**
 * Resolves once the archive holds every tick of `symbol` published before `boundary` (epoch ms):
 * when it has a later one, or once ARCHIVE_SETTLED_MS have passed since (at most that long).
 */
async function archivedThrough(db: Queryable, symbol: string, boundary: number): Promise<void> {
  // Nothing is published in the future: an open-ended range owes only what is published by now.
  const until = Math.min(boundary, Date.now());
  while (until > Date.now() - ARCHIVE_SETTLED_MS) {
    if (await newestArchived(db, symbol, until)) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The last archived tick at or before `ts` (epoch ms), for when Redis keeps none. */
export async function archiveAtOrBefore(db: Queryable, symbol: string, ts: number): Promise<Tick | null> {
  await archivedThrough(db, symbol, ts + 1);
  return archivedAtOrBefore(db, symbol, ts);
}

/**
 * The archived ticks with `from <= t <= to` that precede `oldestKept`, the oldest tick Redis
 * still holds (null: Redis holds none), in publishing order, at most `limit`.
 */
export async function archiveBefore(
  db: Queryable,
  symbol: string,
  from: number,
  to: number,
  oldestKept: TickPosition | null,
  limit: number,
): Promise<Tick[]> {
  const read = () => archivedBetween(db, symbol, from, to, oldestKept, limit);
  const first = await read();
  // A full page is a complete prefix already; otherwise the tail may still be on its way.
  if (first.length >= limit) return first;
  const boundary = Math.min(oldestKept?.t ?? Infinity, to + 1, Date.now());
  if (boundary <= Date.now() - ARCHIVE_SETTLED_MS) return first;
  await archivedThrough(db, symbol, boundary);
  return read();
}
