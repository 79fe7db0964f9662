// Settles every open order of one symbol whose expiry falls in one second, set-based (rules S1–S9
// of ../SPEC.md): a statement settles a chunk of them and the same transaction pays it. While
// PostgreSQL settles the next chunk, the caller announces the one just committed, so a burst of
// tens of thousands reaches its owners in a stream rather than all at the end.
import type { OrderView, Tick } from '@tempo/shared';
import { postLedgerEntries, type LedgerEntryInput } from '../../ledger';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import type { TickStore } from '../../quotes';
import { ORDER_VIEW_COLUMNS } from '../ordersRepo';

export interface SettledOrder extends OrderView {
  userId: number;
}

export type SettleOutcome =
  | {
      state: 'settled';
      orders: SettledOrder[];
      /** Server time of the first tick after the second (when it became settleable), if any. */
      settleableAt: number | null;
    }
  /** No tick after the second yet and the stale window has not passed: try again later (S6). */
  | { state: 'not-yet' };

const SETTLE_SQL = `
  WITH ticks AS (
    SELECT * FROM unnest($3::bigint[], $4::float8[]) WITH ORDINALITY AS t (ts, price, n)
  ),
  -- One chunk of the second's open orders; a settled one leaves the partial index, so each chunk
  -- finds the next without sorting or skipping what came before.
  picked AS (
    SELECT o.id FROM orders o
    WHERE o.symbol = $1 AND o.expiry_ts >= $2 AND o.expiry_ts < $2 + 1000 AND o.status = 'open'
    LIMIT $5
    FOR UPDATE SKIP LOCKED
  ),
  due AS (
    SELECT o.id, x.ts AS exit_ts, x.price AS exit_price
    FROM picked JOIN orders o USING (id)
    -- S6: the exit spot is the last tick at or before expiry, in publishing order.
    LEFT JOIN LATERAL (SELECT ts, price FROM ticks WHERE ts <= o.expiry_ts ORDER BY n DESC LIMIT 1) x ON true
  ),
  outcome AS (
    SELECT d.id, d.exit_ts, d.exit_price,
           CASE
             WHEN d.exit_ts IS NULL OR d.exit_ts <= o.entry_ts THEN 'void'                 -- S5
             WHEN o.expiry_ts - d.exit_ts > $6::int THEN 'void'                            -- S9
             WHEN d.exit_price = o.entry_price THEN 'draw'                                 -- S3
             WHEN (o.direction = 'up') = (d.exit_price > o.entry_price) THEN 'won'         -- S1, S2
             ELSE 'lost'
           END AS status
    FROM due d JOIN orders o USING (id)
  ),
  paid AS (
    SELECT x.*, CASE x.status
                  WHEN 'won' THEN o.amount + (o.amount * o.payout_bps) / 10000              -- S4
                  WHEN 'lost' THEN 0
                  ELSE o.amount                                                            -- S3, S5, S9
                END AS payout
    FROM outcome x JOIN orders o USING (id)
  )
  UPDATE orders o
  SET status = p.status, exit_ts = p.exit_ts, exit_price = p.exit_price,
      payout = p.payout, profit = p.payout - o.amount, settled_at = now(), feed_stale_ms = $6::int
  FROM paid p
  WHERE o.id = p.id AND o.status = 'open'                                                  -- S7
  RETURNING ${ORDER_VIEW_COLUMNS}, o.user_id AS "userId"`;

/** Orders settled per transaction. */
export const SETTLEMENT_CHUNK = 2_000;

/** Called with each chunk once it has committed, and the time the second became settleable. */
export type OnSettled = (orders: SettledOrder[], settleableAt: number | null) => Promise<void>;

export interface SettleSecond {
  symbol: string;
  /** The expiry second, epoch seconds. */
  second: number;
  /** Settle on the ticks known even without a tick after the second (the stale window has passed). */
  force: boolean;
  /** S9's stale window in ms, recorded on each order it settles. */
  feedStaleMs: number;
}

/**
 * Settles the orders of one symbol expiring within one second. Without a tick after that second
 * it waits, unless `force`: then the ticks known decide. Resolves once every chunk has committed
 * and `onSettled` has finished with each.
 */
export async function settleExpiredOrders(
  db: Db,
  ticks: TickStore,
  { symbol, second, force, feedStaleMs }: SettleSecond,
  onSettled?: OnSettled,
): Promise<SettleOutcome> {
  const start = second * 1000;
  const [before, within, after] = await Promise.all([
    ticks.atOrBefore(symbol, start - 1),
    ticks.between(symbol, start, start + 999),
    ticks.between(symbol, start + 1000, Number.MAX_SAFE_INTEGER, 1),
  ]);
  if (!after.length && !force) return { state: 'not-yet' };
  const known: Tick[] = before ? [before, ...within] : within;
  const settleableAt = after[0]?.t ?? null;

  const settleChunk = () =>
    withTransaction(db, async (tx) => {
      const { rows } = await tx.query<SettledOrder>({
        name: 'settle-expired-orders',
        text: SETTLE_SQL,
        values: [
          symbol,
          start,
          known.map((tick) => tick.t),
          known.map((tick) => tick.p),
          SETTLEMENT_CHUNK,
          feedStaleMs,
        ],
      });
      // S7: the payout is ledgered in the transaction that closed the order, and only there.
      const credits: LedgerEntryInput[] = rows
        .filter((order) => order.payout! > 0)
        .map((order) => ({
          userId: order.userId,
          bucket: order.account === 'demo' ? 'demo' : 'available',
          kind: order.status === 'won' ? 'order_payout' : 'order_refund',
          amount: order.payout!,
          ref: { type: 'order', id: order.id },
        }));
      await postLedgerEntries(tx, credits);
      return rows;
    });

  const orders: SettledOrder[] = [];
  const announcing: Promise<void>[] = [];
  try {
    let next = settleChunk();
    for (;;) {
      const chunk = await next;
      // A short chunk was the last; a full one may have more behind it (or have taken the rest).
      const more = chunk.length === SETTLEMENT_CHUNK;
      if (more) next = settleChunk();
      orders.push(...chunk);
      if (chunk.length && onSettled) announcing.push(onSettled(chunk, settleableAt));
      if (!more) break;
    }
  } catch (error) {
    // What committed is settled; its announcements finish before the failure is reported.
    await Promise.allSettled(announcing);
    throw error;
  }
  await Promise.all(announcing);
  return { state: 'settled', orders, settleableAt };
}
