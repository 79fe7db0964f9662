import type { Queryable } from '../platform/db/pool';

/**
 * A user's settled profit on real money, in cents: all time, and today in the platform's time
 * zone (`timezone`, an IANA name). Demo orders never count.
 */
export async function realProfitAndLoss(
  db: Queryable,
  userId: number,
  timezone: string,
): Promise<{ accountPnl: number; todayPnl: number }> {
  const { rows } = await db.query<{ accountPnl: number; todayPnl: number }>(
    `SELECT coalesce(sum(profit), 0)::bigint AS "accountPnl",
            coalesce(sum(profit) FILTER (
              WHERE settled_at >= date_trunc('day', now() AT TIME ZONE $2) AT TIME ZONE $2
            ), 0)::bigint AS "todayPnl"
     FROM orders WHERE user_id = $1 AND account = 'real' AND status <> 'open'`,
    [userId, timezone],
  );
  return rows[0]!;
}

/**
 * Of `orderIds`, `userId`'s orders that closed paying nothing, and how: settled lost, or sold for
 * nothing (E5). Neither writes a ledger row, so only the order tells them from an open one.
 */
export async function findUnpaidOutcomes(
  db: Queryable,
  userId: number,
  orderIds: readonly number[],
): Promise<ReadonlyMap<number, 'lost' | 'sold'>> {
  const { rows } = await db.query<{ id: number; status: 'lost' | 'sold' }>(
    `SELECT id::int AS id, status FROM orders
     WHERE user_id = $1 AND id = ANY($2) AND status IN ('lost', 'sold') AND payout = 0`,
    [userId, orderIds],
  );
  return new Map(rows.map((row) => [row.id, row.status]));
}
