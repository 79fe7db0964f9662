// Settles the open orders of one symbol whose expiry falls in a window, each as soon as its exit
// spot is final (rules S1–S9 of ../SPEC.md): set-based, a statement settles a chunk of them and
// writes the chunk's announcement to the outbox (S10), and the same transaction pays it. While
// PostgreSQL settles the next chunk, the caller announces the one just committed, so a burst of tens
// of thousands reaches its owners in a stream rather than all at the end.
import type { OrderView, Tick } from '@tempo/shared';
import { postLedgerEntries, type LedgerEntryInput } from '../../ledger';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import type { TickStore } from '../../quotes';
import { ANNOUNCEMENT_LEASE_MS } from '../announcementsRepo';
import { ORDER_VIEW_COLUMNS } from '../ordersRepo';

export interface SettledOrder extends OrderView {
  userId: number;
}

export interface SettleOutcome {
  /** The orders this run settled. */
  orders: SettledOrder[];
  /**
   * Orders of the window expiring before this time (epoch ms) were settleable and are settled;
   * those expiring at or after it wait for a tick after their expiry (S6). Equal to the window's
   * end when the whole window was settleable.
   */
  settledBefore: number;
}

const SETTLE_SQL = `
  -- The ticks the caller read from the tick store (quotes owns the ticks table), in publishing order.
  WITH known AS (
    SELECT * FROM unnest($3::bigint[], $4::float8[]) WITH ORDINALITY AS t (ts, price, n)
  ),
  -- One chunk of the second's open orders, with what deciding them needs, read under the row lock:
  -- a settled order leaves the partial index, so each chunk finds the next without sorting or
  -- skipping what came before.
  picked AS (
    SELECT o.id, o.direction, o.amount, o.payout_bps, o.entry_price, o.entry_ts, o.expiry_ts
    FROM orders o
    WHERE o.symbol = $1 AND o.expiry_ts >= $2 AND o.expiry_ts < $7 AND o.status = 'open'
    LIMIT $5
    FOR UPDATE SKIP LOCKED
  ),
  due AS (
    SELECT p.*, x.ts AS exit_ts, x.price AS exit_price
    FROM picked p
    -- S6: the exit spot is the last tick at or before expiry, in publishing order.
    LEFT JOIN LATERAL (SELECT ts, price FROM known WHERE ts <= p.expiry_ts ORDER BY n DESC LIMIT 1) x ON true
  ),
  outcome AS (
    SELECT d.*,
           CASE
             WHEN d.exit_ts IS NULL OR d.exit_ts <= d.entry_ts THEN 'void'                 -- S5
             WHEN d.expiry_ts - d.exit_ts > $6::int THEN 'void'                            -- S9
             WHEN d.exit_price = d.entry_price THEN 'draw'                                 -- S3
             WHEN (d.direction = 'up') = (d.exit_price > d.entry_price) THEN 'won'         -- S1, S2
             ELSE 'lost'
           END AS status
    FROM due d
  ),
  paid AS (
    SELECT x.id, x.status, x.exit_ts, x.exit_price,
           CASE x.status
             WHEN 'won' THEN x.amount + (x.amount * x.payout_bps) / 10000                  -- S4
             WHEN 'lost' THEN 0
             ELSE x.amount                                                                 -- S3, S5, S9
           END AS payout
    FROM outcome x
  ),
  settled AS (
    UPDATE orders o
    SET status = p.status, exit_ts = p.exit_ts, exit_price = p.exit_price,
        payout = p.payout, profit = p.payout - o.amount, settled_at = now(), feed_stale_ms = $6::int
    FROM paid p
    WHERE o.id = p.id AND o.status = 'open'                                                -- S7
    RETURNING ${ORDER_VIEW_COLUMNS}, o.user_id AS "userId"
  ),
  -- S10: the chunk's announcement commits with it, one outbox row for the whole chunk, leased to
  -- this process, which publishes it the moment the transaction commits. Its key is the chunk's
  -- smallest order id (an order settles once, S7), so the caller knows it without another column.
  announcement AS (
    INSERT INTO order_announcements (id, order_ids, due_at)
    SELECT min(id), array_agg(id), now() + $8 * interval '1 millisecond' FROM settled HAVING count(*) > 0
  )
  SELECT * FROM settled`;

/**
 * Orders settled by a run's first transaction: small, so the first results of a burst land fast.
 * Each chunk after a full one is twice as large, up to MAX_SETTLEMENT_CHUNK: once a backlog is
 * large, what a chunk costs whatever its size (a round trip per statement, and above all a
 * message to each owner it touches) dominates, and fewer, larger chunks clear it sooner.
 */
export const FIRST_SETTLEMENT_CHUNK = 2_000;
/** The largest chunk: it bounds how long one transaction holds its rows and the owners' balances. */
export const MAX_SETTLEMENT_CHUNK = 8_000;

/**
 * Called with each chunk once it has committed, for each order the time of the first tick after its
 * expiry (the moment it became settleable) or null when the stale window decided it, and the id of
 * the chunk's announcement in the outbox (S10), leased to the caller for ANNOUNCEMENT_LEASE_MS.
 */
export type OnSettled = (
  orders: SettledOrder[],
  settleableAt: (order: SettledOrder) => number | null,
  announcementId: number,
) => Promise<void>;

interface SettledChunk {
  orders: SettledOrder[];
  /** The chunk's row in order_announcements (its smallest order id); null when it settled nothing. */
  announcementId: number | null;
}

export interface SettleWindow {
  symbol: string;
  /** Orders expiring at or after this time (epoch ms)… */
  from: number;
  /** …and before this one. */
  before: number;
  /** S9's stale window in ms, recorded on each order it settles; also how long S6 waits for a tick. */
  feedStaleMs: number;
  /** The feed leader's watermark, when known (S11): every tick stamped up to it is published. */
  watermark?: number;
  /** The time now (epoch ms); a test may fix it. */
  now?: number;
}

/**
 * Settles the orders of one symbol expiring in [from, before) whose exit spot is final: those
 * expiring before the newest tick (one was published after their expiry, S6), and those whose
 * stale window has passed without one (the known ticks decide). Resolves once every chunk has
 * committed and `onSettled` has finished with each.
 */
export async function settleExpiredOrders(
  db: Db,
  ticks: TickStore,
  { symbol, from, before, feedStaleMs, watermark, now = Date.now() }: SettleWindow,
  onSettled?: OnSettled,
): Promise<SettleOutcome> {
  const [prior, within, after] = await Promise.all([
    ticks.atOrBefore(symbol, from - 1),
    ticks.between(symbol, from, before - 1),
    ticks.between(symbol, before, Number.MAX_SAFE_INTEGER, 1),
  ]);
  const known: Tick[] = prior ? [prior, ...within] : within;
  const newest = after[0]?.t ?? known.at(-1)?.t ?? Number.NEGATIVE_INFINITY;
  // S6: final once a tick after the expiry exists, or once the stale window after it has passed;
  // S11: or once the leader's watermark reached it. The ticks read above were published before
  // the watermark was, so they hold every tick up to it.
  const marked = watermark === undefined ? Number.NEGATIVE_INFINITY : watermark + 1;
  const settledBefore = Math.min(before, Math.max(newest, now - feedStaleMs, marked));
  if (settledBefore <= from) return { orders: [], settledBefore };

  const later = [...within, ...after];
  /**
   * When the order's exit became final: the first tick after `expiry` (a binary search of the
   * ticks read, oldest first), or the instant after the watermark that covered it (S11).
   */
  const settleableAt = (order: SettledOrder): number | null => {
    let low = 0;
    let high = later.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (later[middle]!.t > order.expiryTs) high = middle;
      else low = middle + 1;
    }
    const tickAfter = later[low]?.t ?? null;
    if (watermark === undefined || watermark < order.expiryTs) return tickAfter;
    return Math.min(tickAfter ?? Number.POSITIVE_INFINITY, watermark + 1);
  };

  const settleChunk = (size: number) =>
    withTransaction(db, async (tx): Promise<SettledChunk> => {
      const { rows } = await tx.query<SettledOrder>({
        name: 'settle-expired-orders',
        text: SETTLE_SQL,
        values: [
          symbol,
          from,
          known.map((tick) => tick.t),
          known.map((tick) => tick.p),
          size,
          feedStaleMs,
          settledBefore,
          ANNOUNCEMENT_LEASE_MS,
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
      // The key of the chunk's outbox row (see SETTLE_SQL).
      const announcementId = rows.reduce<number | null>(
        (lowest, order) => (lowest === null || order.id < lowest ? order.id : lowest),
        null,
      );
      return { orders: rows, announcementId };
    });

  const orders: SettledOrder[] = [];
  const announcing: Promise<void>[] = [];
  try {
    let size = FIRST_SETTLEMENT_CHUNK;
    let next = settleChunk(size);
    for (;;) {
      const chunk = await next;
      // A short chunk was the last; a full one may have more behind it (or have taken the rest).
      const more = chunk.orders.length === size;
      if (more) {
        size = Math.min(size * 2, MAX_SETTLEMENT_CHUNK);
        next = settleChunk(size);
      }
      orders.push(...chunk.orders);
      if (chunk.announcementId !== null && onSettled) {
        announcing.push(onSettled(chunk.orders, settleableAt, chunk.announcementId));
      }
      if (!more) break;
    }
  } catch (error) {
    // What committed is settled; its announcements finish before the failure is reported.
    await Promise.allSettled(announcing);
    throw error;
  }
  await Promise.all(announcing);
  return { orders, settledBefore };
}

/** Whether any order of `symbol` expiring in [from, before) is still open (a backstop's check). */
export async function openOrdersRemain(
  db: Db,
  symbol: string,
  from: number,
  before: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM orders WHERE symbol = $1 AND status = 'open' AND expiry_ts >= $2 AND expiry_ts < $3 LIMIT 1`,
    [symbol, from, before],
  );
  return (rowCount ?? 0) > 0;
}
