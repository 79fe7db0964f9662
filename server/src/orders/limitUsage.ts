// What a trader's real orders have used of their limits (limits/SPEC.md L4), read from the orders
// table its owner keeps: the open orders and their stakes, and since the start of each period the
// stakes placed and the net loss settled.
import type { LimitPeriod } from '@tempo/shared';
import type { OrderUsage, PeriodWindows } from '../limits';
import type { Queryable } from '../platform/db/pool';

/** The usage of each of `userIds` (every one gets an entry, zeros when it has no real orders). */
export async function readOrderUsage(
  db: Queryable,
  userIds: readonly number[],
  windows: PeriodWindows,
): Promise<Map<number, OrderUsage>> {
  const earliest = Math.min(windows.day.start, windows.week.start, windows.month.start);
  const { rows } = await db.query<{
    userId: number;
    openOrders: number;
    openStake: string;
    stakeDay: string;
    stakeWeek: string;
    stakeMonth: string;
    lossDay: string;
    lossWeek: string;
    lossMonth: string;
  }>({
    name: 'read-order-limit-usage',
    // entry_ts (ms) is when an order was placed; settled_at when its result counted.
    text: `SELECT user_id::int AS "userId",
              count(*) FILTER (WHERE status = 'open')::int AS "openOrders",
              coalesce(sum(amount) FILTER (WHERE status = 'open'), 0) AS "openStake",
              coalesce(sum(amount) FILTER (WHERE entry_ts >= $2), 0) AS "stakeDay",
              coalesce(sum(amount) FILTER (WHERE entry_ts >= $3), 0) AS "stakeWeek",
              coalesce(sum(amount) FILTER (WHERE entry_ts >= $4), 0) AS "stakeMonth",
              coalesce(-sum(profit) FILTER (WHERE settled_at >= to_timestamp($2 / 1000.0)), 0) AS "lossDay",
              coalesce(-sum(profit) FILTER (WHERE settled_at >= to_timestamp($3 / 1000.0)), 0) AS "lossWeek",
              coalesce(-sum(profit) FILTER (WHERE settled_at >= to_timestamp($4 / 1000.0)), 0) AS "lossMonth"
         FROM orders
        WHERE user_id = ANY($1) AND account = 'real'
          AND (status = 'open' OR entry_ts >= $5 OR settled_at >= to_timestamp($5 / 1000.0))
        GROUP BY user_id`,
    values: [userIds, windows.day.start, windows.week.start, windows.month.start, earliest],
  });
  const zero = (): Record<LimitPeriod, number> => ({ day: 0, week: 0, month: 0 });
  const usage = new Map<number, OrderUsage>(
    userIds.map((id) => [id, { openOrders: 0, openStake: 0, stake: zero(), settledLoss: zero() }]),
  );
  for (const row of rows) {
    usage.set(row.userId, {
      openOrders: row.openOrders,
      openStake: Number(row.openStake),
      stake: { day: Number(row.stakeDay), week: Number(row.stakeWeek), month: Number(row.stakeMonth) },
      settledLoss: { day: Number(row.lossDay), week: Number(row.lossWeek), month: Number(row.lossMonth) },
    });
  }
  return usage;
}
