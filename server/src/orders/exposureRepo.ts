// The queries behind the ops exposure view: real-money orders only, demo ones never.
import type { Direction, SettledStatus } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';

/** Open real orders sharing a product, direction, expiry minute, stake and payout rate. */
export interface OpenStakeRow {
  symbol: string;
  direction: Direction;
  /** The start of the expiry minute, epoch ms (UTC). */
  expiryMinuteTs: number;
  /** Each order's stake, in cents. */
  amount: number;
  /** The payout rate the orders were placed with, in basis points. */
  payoutBps: number;
  count: number;
}

/**
 * Every open real order, counted by product, direction, expiry minute, stake and rate: a win's
 * payout rounds per order (S4), so it is worked out from each stake and rate, not from a sum.
 * Ordered by symbol, expiry minute, then direction. Reads only the open orders, through the
 * partial index orders_open_expiry_idx, however many settled ones the table holds.
 */
export async function listOpenRealStakes(db: Queryable): Promise<OpenStakeRow[]> {
  const { rows } = await db.query<OpenStakeRow>({
    name: 'list-open-real-stakes',
    text: `SELECT symbol, direction, expiry_ts / 60000 * 60000 AS "expiryMinuteTs",
                  amount, payout_bps AS "payoutBps", count(*)::int AS count
           FROM orders
           WHERE status = 'open' AND account = 'real'
           GROUP BY symbol, direction, expiry_ts / 60000, amount, payout_bps
           ORDER BY symbol, "expiryMinuteTs", direction, amount, "payoutBps"`,
  });
  return rows;
}

/** Settled real orders of one outcome: how many, their stake and what they paid back (cents). */
export interface SettledRow {
  status: SettledStatus;
  count: number;
  stake: number;
  paidOut: number;
}

/** Real orders settled at or after `since`, by outcome (outcomes with none are absent). */
export async function sumRealSettledSince(db: Queryable, since: Date): Promise<SettledRow[]> {
  const { rows } = await db.query<SettledRow>({
    name: 'sum-real-settled-since',
    text: `SELECT status, count(*)::int AS count, sum(amount)::bigint AS stake, sum(payout)::bigint AS "paidOut"
           FROM orders
           WHERE status <> 'open' AND account = 'real' AND settled_at >= $1
           GROUP BY status`,
    values: [since],
  });
  return rows;
}

/** The database's current time and the platform day it falls on in `timeZone` (an IANA name). */
export interface PlatformNow {
  now: Date;
  /** YYYY-MM-DD in `timeZone`. */
  day: string;
  /** When that day started. */
  dayStart: Date;
}

/**
 * The transaction's time (now()) and its day in `timeZone`, the day the P/L of the trading
 * screen calls today (realProfitAndLoss).
 */
export async function platformNow(db: Queryable, timeZone: string): Promise<PlatformNow> {
  const { rows } = await db.query<PlatformNow>(
    `SELECT now() AS now, to_char(now() AT TIME ZONE $1, 'YYYY-MM-DD') AS day,
            date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1 AS "dayStart"`,
    [timeZone],
  );
  return rows[0]!;
}
