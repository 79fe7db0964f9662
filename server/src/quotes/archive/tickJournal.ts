// The archive as the feed's write-ahead journal. A feed leader writes each tick here, under its
// fence, before Redis publishes it: a tick that reaches a socket or decides an order is already
// in PostgreSQL, whatever process dies next and even if Redis restarts empty (FORMAT.md, "Written
// before it is published").
//
// Why here and not behind the publish: an archiver that trails publishing (a buffer, or a process
// following the stream) loses what Redis held and it had not copied when Redis goes, and can
// only copy what the stream still holds when its own process dies. Writing first costs one
// INSERT round trip per tick on the publish path; scripts/archive-bench.ts measures it.
//
// The fence lives in PostgreSQL (feed_fences) because that is where the write it guards happens:
// a leader raises it on taking the lead, and a write under an older token inserts nothing, so
// an old leader that has not noticed its lease ended cannot add a tick after the new one read
// the journal's tail. Redis mirrors the token for publishing (publishTick.lua).
import type { Db, Queryable } from '../../platform/db/pool';
import type { StreamTick } from '../ticks/StreamTick';
import { dayOf, ensureTickPartitions } from './tickPartitions';

const DAY_MS = 86_400_000;
/** PostgreSQL's check_violation, as raised for a row no partition of `ticks` accepts. */
const NO_PARTITION = '23514';

/** A tick as the journal takes it: numbered, with the feed settings' version it was made under. */
export interface JournalTick extends StreamTick {
  n: number;
}

/** Raises `symbol`'s fence and returns the new token: every write under an older one is refused. */
export async function raiseFeedFence(db: Queryable, symbol: string): Promise<number> {
  const { rows } = await db.query<{ fence: number }>(
    `INSERT INTO feed_fences (symbol, fence) VALUES ($1, 1)
     ON CONFLICT (symbol) DO UPDATE SET fence = feed_fences.fence + 1
     RETURNING fence`,
    [symbol],
  );
  return rows[0]!.fence;
}

/**
 * Writes one tick if `fence` is still the symbol's newest and its minute is not sealed yet; false
 * otherwise. The fence row is read FOR SHARE, so a write and a raise of the fence are ordered: the
 * new leader either sees this tick in the journal's tail or this write finds the new token and
 * inserts nothing. A tick into a sealed minute (a leader stalled past the seal delay) would be one
 * no seal covers: it is refused too.
 */
export async function journalTick(db: Db, tick: JournalTick, fence: string): Promise<boolean> {
  const write = () =>
    db.query({
      name: 'journal-tick',
      text: `WITH holder AS (SELECT 1 FROM feed_fences WHERE symbol = $1 AND fence = $9 FOR SHARE)
             INSERT INTO ticks (symbol, ts, seq, n, price, volume, source, feed_version)
             SELECT $1, $2, $3, $4, $5, $6, $7, $8 FROM holder
             WHERE NOT EXISTS (SELECT 1 FROM tick_seals WHERE symbol = $1 AND minute >= $2::bigint - $2::bigint % 60000)`,
      values: [tick.s, tick.t, tick.seq, tick.n, tick.p, tick.v, tick.source, tick.feedVersion, fence],
    });
  try {
    return (await write()).rowCount === 1;
  } catch (error) {
    if ((error as { code?: string }).code !== NO_PARTITION) throw error;
    // The day's partition is made ahead by the archive's upkeep; a first tick of a fresh install
    // (or a clock past the upkeep) makes it here.
    await ensureTickPartitions(db, [dayOf(tick.t), dayOf(tick.t) + DAY_MS]);
    return (await write()).rowCount === 1;
  }
}

/**
 * Records `symbol`'s watermark (S11): every tick stamped at or before `watermark` is written, and
 * none will be stamped there any more. Only under the newest fence (false otherwise), and never
 * lowered. The fence row's lock orders it with a raise: a new leader reads it after.
 */
export async function recordWatermark(
  db: Queryable,
  symbol: string,
  fence: string,
  watermark: number,
): Promise<boolean> {
  const { rowCount } = await db.query({
    name: 'record-watermark',
    text: `UPDATE feed_fences SET watermark = greatest(watermark, $3) WHERE symbol = $1 AND fence = $2`,
    values: [symbol, fence, watermark],
  });
  return rowCount === 1;
}

/** The newest watermark any leader of `symbol` recorded (0 when none): later ticks are stamped after it. */
export async function journalWatermark(db: Queryable, symbol: string): Promise<number> {
  const { rows } = await db.query<{ watermark: string }>(
    'SELECT watermark FROM feed_fences WHERE symbol = $1',
    [symbol],
  );
  return Number(rows[0]?.watermark ?? 0);
}

/** The journal's newest tick of `symbol`, or null when it holds none. */
export async function journalTail(db: Queryable, symbol: string): Promise<StreamTick | null> {
  const { rows } = await db.query<StreamTick>({
    name: 'journal-tail',
    text: `SELECT symbol AS s, ts AS t, seq, n, price AS p, volume AS v, source, feed_version AS "feedVersion"
           FROM ticks WHERE symbol = $1 ORDER BY ts DESC, seq DESC LIMIT 1`,
    values: [symbol],
  });
  return rows[0] ?? null;
}

/** The journal's ticks of `symbol` after the position `after` (time and sequence), oldest first. */
export async function journalAfter(
  db: Queryable,
  symbol: string,
  after: { t: number; seq: number },
  limit: number,
): Promise<StreamTick[]> {
  const { rows } = await db.query<StreamTick>(
    `SELECT symbol AS s, ts AS t, seq, n, price AS p, volume AS v, source, feed_version AS "feedVersion"
     FROM ticks WHERE symbol = $1 AND (ts, seq) > ($2, $3) ORDER BY ts, seq LIMIT $4`,
    [symbol, after.t, after.seq, limit],
  );
  return rows;
}
