// The reality check's figures (limits/SPEC.md L10): how long the trader's session has run and what
// real orders settled in it won or lost.
import { findSessionStart } from '../accounts';
import { AppError } from '../platform/AppError';
import type { Queryable } from '../platform/db/pool';

/** When session `sessionId` of `userId` began (epoch ms), and the result of real orders settled since. */
export async function readSessionResult(
  db: Queryable,
  userId: number,
  sessionId: number,
): Promise<{ startedAt: number; profit: number; settledOrders: number }> {
  const startedAt = await findSessionStart(db, userId, sessionId);
  if (startedAt === null) throw new AppError('NOT_LOGGED_IN');
  const { rows } = await db.query<{ profit: string; settledOrders: number }>(
    `SELECT coalesce(sum(profit), 0) AS profit, count(*)::int AS "settledOrders" FROM orders
      WHERE user_id = $1 AND account = 'real' AND status <> 'open' AND settled_at >= to_timestamp($2 / 1000.0)`,
    [userId, startedAt],
  );
  return { startedAt, profit: Number(rows[0]!.profit), settledOrders: rows[0]!.settledOrders };
}
