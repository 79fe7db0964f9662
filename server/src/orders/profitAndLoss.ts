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

/** The ids among `orderIds` of `userId`'s real orders that settled lost. */
export async function findLostOrderIds(
  db: Queryable,
  userId: number,
  orderIds: readonly number[],
): Promise<ReadonlySet<number>> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM orders WHERE user_id = $1 AND id = ANY($2) AND status = 'lost'`,
    [userId, orderIds],
  );
  return new Set(rows.map((row) => row.id));
}
