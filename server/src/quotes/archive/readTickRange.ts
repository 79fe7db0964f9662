// The public tick record: a page of a symbol's archived ticks and the seals that cover them.
import { MINUTE_MS, minuteOf, type TickRangePage, type TickRangeQuery } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';
import { archivedPage, lastSeal, sealsBetween } from './ticksRepo';

/** One page of `symbol`'s ticks in `[from, to)` after the cursor, with the range's seals. */
export async function readTickRange(
  db: Queryable,
  symbol: string,
  query: TickRangeQuery,
): Promise<TickRangePage> {
  const { from, to, limit } = query;
  const [t, seq] = query.cursor?.split('-').map(Number) ?? [];
  const after = t === undefined || seq === undefined ? null : { t, seq };
  const [ticks, seals, previousSeal, newestSeal] = await Promise.all([
    archivedPage(db, symbol, from, to, after, limit + 1),
    sealsBetween(db, symbol, minuteOf(from), to),
    lastSeal(db, symbol, minuteOf(from)),
    lastSeal(db, symbol),
  ]);
  const page = ticks.slice(0, limit);
  const last = page.at(-1);
  return {
    symbol,
    from,
    to,
    ticks: page,
    nextCursor: ticks.length > limit && last ? `${last.t}-${last.seq}` : null,
    seals,
    previousSeal,
    sealedUntil: newestSeal ? newestSeal.minute + MINUTE_MS : null,
  };
}
