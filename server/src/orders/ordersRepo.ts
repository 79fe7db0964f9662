import type { AccountType, OrderDetail, OrderView } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';

/** The columns of an order as its owner sees them (see OrderView). */
export const ORDER_VIEW_COLUMNS = `
  o.id, o.symbol, o.account, o.direction, o.amount, o.duration_sec AS "durationSec",
  o.payout_bps AS "payoutBps", o.status, o.entry_price AS "entryPrice", o.entry_ts AS "entryTs",
  o.expiry_ts AS "expiryTs", o.exit_price AS "exitPrice", o.exit_ts AS "exitTs", o.payout, o.profit,
  (extract(epoch FROM o.settled_at) * 1000)::bigint AS "settledAt"`;

export interface NewOrder {
  userId: number;
  account: AccountType;
  symbol: string;
  direction: 'up' | 'down';
  amount: number;
  durationSec: number;
  payoutBps: number;
  idempotencyKey: string;
  entryPrice: number;
  entryTs: number;
}

/** Inserts an order unless its idempotency key was used; returns it, or null on a repeat. */
export async function insertOrder(db: Queryable, order: NewOrder): Promise<OrderView | null> {
  const { rows } = await db.query<OrderView>(
    `INSERT INTO orders AS o (user_id, account, symbol, direction, amount, duration_sec, payout_bps, idempotency_key,
                         entry_price, entry_ts, expiry_ts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::bigint, $10::bigint + $6::int * 1000)
     ON CONFLICT (user_id, idempotency_key) DO NOTHING
     RETURNING ${ORDER_VIEW_COLUMNS}`,
    [
      order.userId,
      order.account,
      order.symbol,
      order.direction,
      order.amount,
      order.durationSec,
      order.payoutBps,
      order.idempotencyKey,
      order.entryPrice,
      order.entryTs,
    ],
  );
  return rows[0] ?? null;
}

/** The order a user placed with an idempotency key, with what it was asked for. */
export async function findOrderByKey(
  db: Queryable,
  userId: number,
  key: string,
): Promise<(OrderView & { userId: number }) | null> {
  const { rows } = await db.query<OrderView & { userId: number }>(
    `SELECT ${ORDER_VIEW_COLUMNS}, o.user_id AS "userId" FROM orders o WHERE o.user_id = $1 AND o.idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ?? null;
}

export async function countOpenOrders(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND status = 'open'`,
    [userId],
  );
  return rows[0]!.n;
}

export async function findOrder(db: Queryable, userId: number, orderId: number): Promise<OrderDetail | null> {
  const { rows } = await db.query<OrderDetail>(
    `SELECT ${ORDER_VIEW_COLUMNS}, o.audit_ticks AS "auditTicks" FROM orders o WHERE o.id = $1 AND o.user_id = $2`,
    [orderId, userId],
  );
  return rows[0] ?? null;
}

export async function listOrders(
  db: Queryable,
  userId: number,
  filter: { list: 'holding' | 'closed'; account?: AccountType; cursor?: number; limit: number },
): Promise<OrderView[]> {
  const { rows } = await db.query<OrderView>(
    `SELECT ${ORDER_VIEW_COLUMNS} FROM orders o
     WHERE o.user_id = $1 AND (o.status = 'open') = $2
       AND ($3::text IS NULL OR o.account = $3) AND ($4::bigint IS NULL OR o.id < $4)
     ORDER BY o.id DESC LIMIT $5`,
    [userId, filter.list === 'holding', filter.account ?? null, filter.cursor ?? null, filter.limit],
  );
  return rows;
}
