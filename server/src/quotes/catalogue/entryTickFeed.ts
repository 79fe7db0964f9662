// SB8 of orders/SPEC.md: whether a tick was produced under the product's current feed settings.
// A settings change raises the product's feed version at once, while the feed notices it within a
// second and restarts its source: ticks in between come from the source of before, stamped with
// its version. An order must not take its entry from them and its exit from the new source.
import type { Tick } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';

/**
 * True when `tick` (in the archive, as every published tick is) was made under the product's
 * current feed version. Call under the product's sandbox lock, which every settings change takes
 * exclusively, so the answer holds until the transaction ends.
 */
export async function isTickOfCurrentFeed(tx: Queryable, tick: Tick): Promise<boolean> {
  const { rows } = await tx.query<{ current: boolean }>({
    name: 'tick-of-current-feed',
    text: `SELECT EXISTS (
             SELECT 1 FROM ticks t JOIN products p ON p.symbol = t.symbol
             WHERE t.symbol = $1 AND t.ts = $2 AND t.price = $3 AND t.feed_version = p.feed_version
           ) AS current`,
    values: [tick.s, tick.t, tick.p],
  });
  return rows[0]!.current;
}
