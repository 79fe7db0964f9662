import type { AccountType, EarlyCloseTerms, OrderDetail, OrderView } from '@tempo/shared';
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
  /** The product's early-close terms at placement (E4); none while early close is off. */
  earlyClose?: EarlyCloseTerms | null;
}

export interface InsertedOrder extends OrderView {
  userId: number;
  idempotencyKey: string;
}

/**
 * Inserts orders that share one entry tick. An order whose (user, idempotency key) is already
 * taken is left out of the result (P5): its twin committed first.
 */
export async function insertOrders(
  db: Queryable,
  entry: { price: number; ts: number },
  orders: readonly NewOrder[],
): Promise<InsertedOrder[]> {
  if (!orders.length) return [];
  const { rows } = await db.query<InsertedOrder>({
    name: 'insert-orders',
    text: `INSERT INTO orders AS o (user_id, account, symbol, direction, amount, duration_sec, payout_bps, idempotency_key,
                              entry_price, entry_ts, expiry_ts, early_close)
     SELECT n.user_id, n.account, n.symbol, n.direction, n.amount, n.duration_sec, n.payout_bps, n.idempotency_key,
            $9, $10::bigint, $10::bigint + n.duration_sec * 1000, n.early_close
     FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::int[], $7::int[], $8::text[],
                 $11::jsonb[])
       AS n (user_id, account, symbol, direction, amount, duration_sec, payout_bps, idempotency_key, early_close)
     ON CONFLICT (user_id, idempotency_key) DO NOTHING
     RETURNING ${ORDER_VIEW_COLUMNS}, o.user_id AS "userId", o.idempotency_key AS "idempotencyKey"`,
    values: [
      orders.map((order) => order.userId),
      orders.map((order) => order.account),
      orders.map((order) => order.symbol),
      orders.map((order) => order.direction),
      orders.map((order) => order.amount),
      orders.map((order) => order.durationSec),
      orders.map((order) => order.payoutBps),
      orders.map((order) => order.idempotencyKey),
      entry.price,
      entry.ts,
      orders.map((order) => (order.earlyClose ? JSON.stringify(order.earlyClose) : null)),
    ],
  });
  return rows;
}

/** The order a user placed with an idempotency key, with what it was asked for. */
export async function findOrderByKey(
  db: Queryable,
  userId: number,
  key: string,
): Promise<(OrderView & { userId: number }) | null> {
  const { rows } = await db.query<OrderView & { userId: number }>({
    name: 'find-order-by-key',
    text: `SELECT ${ORDER_VIEW_COLUMNS}, o.user_id AS "userId" FROM orders o WHERE o.user_id = $1 AND o.idempotency_key = $2`,
    values: [userId, key],
  });
  return rows[0] ?? null;
}

/** Orders already placed under any of `keys` (each a user and an idempotency key). */
export async function findOrdersByKeys(
  db: Queryable,
  keys: readonly { userId: number; idempotencyKey: string }[],
): Promise<InsertedOrder[]> {
  const { rows } = await db.query<InsertedOrder>({
    name: 'find-orders-by-keys',
    text: `SELECT ${ORDER_VIEW_COLUMNS}, o.user_id AS "userId", o.idempotency_key AS "idempotencyKey"
           FROM orders o JOIN unnest($1::bigint[], $2::text[]) AS k (user_id, idempotency_key)
             ON o.user_id = k.user_id AND o.idempotency_key = k.idempotency_key`,
    values: [keys.map((key) => key.userId), keys.map((key) => key.idempotencyKey)],
  });
  return rows;
}

/** How many open orders each of `userIds` holds (users with none are absent). */
export async function countOpenOrdersByUser(
  db: Queryable,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  const { rows } = await db.query<{ userId: number; n: number }>({
    name: 'count-open-orders-by-user',
    text: `SELECT user_id AS "userId", count(*)::int AS n FROM orders
           WHERE user_id = ANY($1) AND status = 'open' GROUP BY user_id`,
    values: [userIds],
  });
  return new Map(rows.map((row) => [row.userId, row.n]));
}

export async function findOrder(db: Queryable, userId: number, orderId: number): Promise<OrderDetail | null> {
  const { rows } = await db.query<OrderDetail>(
    `SELECT ${ORDER_VIEW_COLUMNS}, o.audit_ticks AS "auditTicks", o.feed_stale_ms AS "feedStaleMs",
            o.early_close AS "earlyClose", o.sale
     FROM orders o WHERE o.id = $1 AND o.user_id = $2`,
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
