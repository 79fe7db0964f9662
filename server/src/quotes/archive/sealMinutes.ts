// Seals a symbol's closed minutes: each minute that had ticks gets its SHA-256 chained to the
// symbol's previous seal (shared/src/domain/tickChain.ts, format in FORMAT.md). Idempotent and
// restartable: it always continues from the last stored seal, under a per-symbol lock, so a new or
// restarted leader picks the chain up where it stopped and two leaders never fork it.
import { minuteOf, sealMinute, type PreviousSeal, type SealedTick } from '@tempo/shared';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { insertSeals, lastSeal } from './ticksRepo';

const SEAL_LOCK_ID = 7_277_010;
/** Ticks read per pass; a backlog is sealed over several passes, whole minutes at a time. */
const TICKS_PER_PASS = 50_000;

/**
 * Seals `symbol`'s minutes that ended at or before `until` (epoch ms). Returns how many it sealed
 * and the end of the last minute it covered (less than `until` when a backlog needs more passes).
 */
export async function sealMinutes(
  db: Db,
  symbol: string,
  until: number,
): Promise<{ sealed: number; through: number }> {
  return withTransaction(db, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SEAL_LOCK_ID, symbol]);
    let previous: PreviousSeal | null = await lastSeal(tx, symbol);
    const from = previous ? previous.minute + 60_000 : 0;
    let end = minuteOf(until);
    if (end <= from) return { sealed: 0, through: from };
    const read = (to: number, limit: number | null) =>
      tx
        .query<SealedTick>(
          `SELECT n, ts AS t, price AS p, volume AS v, source, feed_version AS "feedVersion" FROM ticks
           WHERE symbol = $1 AND ts >= $2 AND ts < $3 ORDER BY ts, seq ${limit ? `LIMIT ${limit}` : ''}`,
          [symbol, from, to],
        )
        .then((result) => result.rows);
    let ticks = await read(end, TICKS_PER_PASS + 1);
    if (ticks.length > TICKS_PER_PASS) {
      // Only whole minutes are sealed: stop before the minute the read cut into.
      end = minuteOf(ticks.at(-1)!.t);
      ticks = end > from ? ticks.filter((tick) => tick.t < end) : await read((end = end + 60_000), null);
    }
    const seals: ReturnType<typeof sealMinute>[] = [];
    for (let i = 0; i < ticks.length;) {
      const minute = minuteOf(ticks[i]!.t);
      let j = i;
      while (j < ticks.length && minuteOf(ticks[j]!.t) === minute) j++;
      const seal = sealMinute(symbol, minute, previous, ticks.slice(i, j));
      seals.push(seal);
      previous = seal;
      i = j;
    }
    return { sealed: await insertSeals(tx, symbol, seals), through: end };
  });
}
