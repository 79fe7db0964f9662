// The tick archive's SQL: batched writes, the reads settlement falls back on, the public range
// pages and the seals. Tables and partitions: migrations/009_tick_archive.sql, tickPartitions.ts.
import type { ArchivedTick, Tick, TickSeal } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';

/** A position in a symbol's ticks: time (epoch ms) and sequence within the millisecond. */
export interface TickPosition {
  t: number;
  seq: number;
}

/** The last archived tick at or before `ts` (epoch ms), in publishing order, or null. */
export async function archivedAtOrBefore(db: Queryable, symbol: string, ts: number): Promise<Tick | null> {
  const { rows } = await db.query<Tick>({
    name: 'archived-at-or-before',
    text: `SELECT symbol AS s, ts AS t, price AS p, volume AS v FROM ticks
           WHERE symbol = $1 AND ts <= $2 ORDER BY ts DESC, seq DESC LIMIT 1`,
    values: [symbol, ts],
  });
  return rows[0] ?? null;
}

/**
 * Archived ticks with `from <= t <= to`, strictly before `before` when given (where Redis takes
 * over), in publishing order, at most `limit`.
 */
export async function archivedBetween(
  db: Queryable,
  symbol: string,
  from: number,
  to: number,
  before: TickPosition | null,
  limit: number,
): Promise<Tick[]> {
  const { rows } = await db.query<Tick>({
    name: 'archived-between',
    text: `SELECT symbol AS s, ts AS t, price AS p, volume AS v FROM ticks
           WHERE symbol = $1 AND ts >= $2 AND ts <= $3 AND (ts, seq) < ($4, $5)
           ORDER BY ts, seq LIMIT $6`,
    values: [symbol, from, to, before?.t ?? Number.MAX_SAFE_INTEGER, before?.seq ?? 0, limit],
  });
  return rows;
}

/** One page of archived ticks with `from <= t < to`, after `after` when given, in publishing order. */
export async function archivedPage(
  db: Queryable,
  symbol: string,
  from: number,
  to: number,
  after: TickPosition | null,
  limit: number,
): Promise<ArchivedTick[]> {
  const { rows } = await db.query<ArchivedTick>(
    `SELECT ts AS t, seq, n, price AS p, volume AS v, source, feed_version AS "feedVersion" FROM ticks
     WHERE symbol = $1 AND ts >= $2 AND ts < $3 AND (ts, seq) > ($4, $5)
     ORDER BY ts, seq LIMIT $6`,
    [symbol, from, to, after?.t ?? -1, after?.seq ?? 0, limit],
  );
  return rows;
}

const SEAL_COLUMNS = `minute, prev_minute AS "prevMinute", prev_hash AS "prevHash", prev_last_n AS "prevLastN",
  tick_count AS count, hash, format, last_n AS "lastN"`;

/** Seals of a symbol's minutes starting in `[from, to)`, in minute order. */
export async function sealsBetween(
  db: Queryable,
  symbol: string,
  from: number,
  to: number,
): Promise<TickSeal[]> {
  const { rows } = await db.query<TickSeal>(
    `SELECT ${SEAL_COLUMNS} FROM tick_seals WHERE symbol = $1 AND minute >= $2 AND minute < $3 ORDER BY minute`,
    [symbol, from, to],
  );
  return rows;
}

/** The symbol's last seal of a minute before `before` (epoch ms; omitted: its last seal), or null. */
export async function lastSeal(
  db: Queryable,
  symbol: string,
  before = Number.MAX_SAFE_INTEGER,
): Promise<TickSeal | null> {
  const { rows } = await db.query<TickSeal>(
    `SELECT ${SEAL_COLUMNS} FROM tick_seals WHERE symbol = $1 AND minute < $2 ORDER BY minute DESC LIMIT 1`,
    [symbol, before],
  );
  return rows[0] ?? null;
}

/** Stores seals; one already stored (another leader sealed it first) is kept as it is. */
export async function insertSeals(
  db: Queryable,
  symbol: string,
  seals: readonly TickSeal[],
): Promise<number> {
  if (!seals.length) return 0;
  const { rowCount } = await db.query(
    `INSERT INTO tick_seals (symbol, minute, prev_minute, prev_hash, prev_last_n, tick_count, hash, format, last_n)
     SELECT $1, * FROM unnest($2::bigint[], $3::bigint[], $4::text[], $5::bigint[], $6::int[], $7::text[],
                              $8::smallint[], $9::bigint[])
     ON CONFLICT DO NOTHING`,
    [
      symbol,
      seals.map((seal) => seal.minute),
      seals.map((seal) => seal.prevMinute),
      seals.map((seal) => seal.prevHash),
      seals.map((seal) => seal.prevLastN),
      seals.map((seal) => seal.count),
      seals.map((seal) => seal.hash),
      seals.map((seal) => seal.format),
      seals.map((seal) => seal.lastN),
    ],
  );
  return rowCount ?? 0;
}
