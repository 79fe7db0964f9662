import type { Queryable } from '../platform/db/pool';

/** Open orders on one product, by account; what entering and leaving its sandbox look at (SB1, SB3). */
export async function countOpenOrdersOnProduct(
  db: Queryable,
  symbol: string,
): Promise<{ real: number; demo: number }> {
  const { rows } = await db.query<{ real: number; demo: number }>(
    `SELECT count(*) FILTER (WHERE account = 'real')::int AS real,
            count(*) FILTER (WHERE account = 'demo')::int AS demo
     FROM orders WHERE symbol = $1 AND status = 'open'`,
    [symbol],
  );
  return rows[0]!;
}
