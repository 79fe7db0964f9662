// The ticks table's daily partitions: ticks_YYYYMMDD holds one UTC day ([00:00, next 00:00) in
// epoch ms). The archiving feed leader creates them ahead and drops those past the retention;
// dropping a partition is the cheap way to forget a day of ticks (no DELETE, no vacuum).
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';

const DAY_MS = 86_400_000;
/** Serialises partition changes of every process on one database. */
const PARTITION_LOCK_ID = 7_277_009;

/** The UTC day (its first epoch ms) holding `ts`. */
export function dayOf(ts: number): number {
  return Math.floor(ts / DAY_MS) * DAY_MS;
}

function partitionName(day: number): string {
  return `ticks_${new Date(day).toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/** Creates the partitions of the given days (epoch ms within each) that do not exist yet. */
export async function ensureTickPartitions(db: Db, days: Iterable<number>): Promise<void> {
  const wanted = [...new Set([...days].map(dayOf))];
  if (!wanted.length) return;
  await withTransaction(db, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK_ID]);
    for (const day of wanted) {
      // Names and bounds come from numbers, never from input.
      await tx.query(
        `CREATE TABLE IF NOT EXISTS ${partitionName(day)} PARTITION OF ticks FOR VALUES FROM (${day}) TO (${day + DAY_MS})`,
      );
    }
  });
}

/** Drops the partitions (and seals) wholly older than `retentionDays` before `now`; returns the dropped names. */
export async function dropExpiredTickPartitions(
  db: Db,
  now: number,
  retentionDays: number,
): Promise<string[]> {
  const cutoff = dayOf(now) - retentionDays * DAY_MS;
  return withTransaction(db, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK_ID]);
    const { rows } = await tx.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i
       JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
       WHERE p.relname = 'ticks' AND c.relname ~ '^ticks_[0-9]{8}$'`,
    );
    const expired = rows
      .map((row) => row.name)
      .filter((name) => {
        const day = Date.UTC(
          Number(name.slice(6, 10)),
          Number(name.slice(10, 12)) - 1,
          Number(name.slice(12, 14)),
        );
        return day + DAY_MS <= cutoff;
      })
      .sort();
    for (const name of expired) await tx.query(`DROP TABLE ${name}`);
    await tx.query('DELETE FROM tick_seals WHERE minute < $1', [cutoff]);
    return expired;
  });
}
