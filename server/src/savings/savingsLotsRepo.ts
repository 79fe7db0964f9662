// Savings lots (money moved in, pending until its confirmation day's roll) and transfers.
import type { Cents } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';

export interface PendingLotRow {
  id: number;
  amount: Cents;
  tradeDay: string;
  confirmDay: string;
  createdAt: Date;
}

/** A user's pending lots, oldest first. */
export async function listPendingLots(db: Queryable, userId: number): Promise<PendingLotRow[]> {
  const { rows } = await db.query<PendingLotRow>(
    `SELECT id, amount, to_char(trade_day, 'YYYY-MM-DD') AS "tradeDay",
            to_char(confirm_day, 'YYYY-MM-DD') AS "confirmDay", created_at AS "createdAt"
     FROM savings_lots WHERE user_id = $1 AND confirmed_at IS NULL ORDER BY id`,
    [userId],
  );
  return rows;
}

/** A user's pending shares in cents: the sum of the lots not yet confirmed. */
export async function pendingSharesOf(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ pending: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS pending FROM savings_lots
     WHERE user_id = $1 AND confirmed_at IS NULL`,
    [userId],
  );
  return rows[0]!.pending;
}

/** Transfers in and out the user made on platform day `day`. */
export async function countTransfersOn(db: Queryable, userId: number, day: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM savings_transfers WHERE user_id = $1 AND platform_day = $2::date',
    [userId, day],
  );
  return rows[0]!.count;
}

export interface NewTransfer {
  userId: number;
  direction: 'in' | 'out';
  amount: number;
  /** The platform day the transfer counts against. */
  platformDay: string;
  /** For a move in: its lot's days. */
  lot?: { tradeDay: string; confirmDay: string };
}

/** Records a transfer (and, moving in, its pending lot); returns the transfer's id. */
export async function insertTransfer(db: Queryable, transfer: NewTransfer): Promise<number> {
  let lotId: number | null = null;
  if (transfer.lot) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO savings_lots (user_id, amount, trade_day, confirm_day)
       VALUES ($1, $2, $3::date, $4::date) RETURNING id`,
      [transfer.userId, transfer.amount, transfer.lot.tradeDay, transfer.lot.confirmDay],
    );
    lotId = rows[0]!.id;
  }
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO savings_transfers (user_id, direction, amount, platform_day, lot_id)
     VALUES ($1, $2, $3, $4::date, $5) RETURNING id`,
    [transfer.userId, transfer.direction, transfer.amount, transfer.platformDay, lotId],
  );
  return rows[0]!.id;
}

/** The kinds of pending lot a calendar change may move: the day created and before or after the cut-off. */
export interface LotOrigin {
  createdDay: string;
  beforeCutoff: boolean;
}

/** The origins of the pending lots confirmed on or after `day` (those a change of `day` may move). */
export async function pendingLotOriginsFrom(
  db: Queryable,
  day: string,
  timeZone: string,
  cutoff: string,
): Promise<LotOrigin[]> {
  const { rows } = await db.query<LotOrigin>(
    `SELECT DISTINCT to_char((created_at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS "createdDay",
            (created_at AT TIME ZONE $2)::time < $3::time AS "beforeCutoff"
     FROM savings_lots WHERE confirmed_at IS NULL AND confirm_day >= $1::date`,
    [day, timeZone, cutoff],
  );
  return rows;
}

/**
 * Sets the days of the pending lots confirmed on or after `day`, by origin: one statement for
 * every lot. Returns how many lots changed.
 */
export async function redatePendingLots(
  db: Queryable,
  day: string,
  timeZone: string,
  cutoff: string,
  dates: readonly (LotOrigin & { tradeDay: string; confirmDay: string })[],
): Promise<number> {
  if (!dates.length) return 0;
  const { rowCount } = await db.query(
    `UPDATE savings_lots l SET trade_day = d.trade_day, confirm_day = d.confirm_day
     FROM unnest($4::date[], $5::boolean[], $6::date[], $7::date[])
       AS d (created_day, before_cutoff, trade_day, confirm_day)
     WHERE l.confirmed_at IS NULL AND l.confirm_day >= $1::date
       AND (l.created_at AT TIME ZONE $2)::date = d.created_day
       AND ((l.created_at AT TIME ZONE $2)::time < $3::time) = d.before_cutoff
       AND (l.trade_day, l.confirm_day) IS DISTINCT FROM (d.trade_day, d.confirm_day)`,
    [
      day,
      timeZone,
      cutoff,
      dates.map((d) => d.createdDay),
      dates.map((d) => d.beforeCutoff),
      dates.map((d) => d.tradeDay),
      dates.map((d) => d.confirmDay),
    ],
  );
  return rowCount ?? 0;
}

/** Every user's pending shares in cents (the sum of their unconfirmed lots), by user id. */
export async function pendingSharesByUser(db: Queryable): Promise<Map<number, number>> {
  // bigint arrays arrive as strings: ids and cents stay far below 2^53.
  const { rows } = await db.query<{ userIds: string[]; amounts: string[] }>(
    `SELECT coalesce(array_agg(user_id), '{}') AS "userIds", coalesce(array_agg(amount), '{}') AS amounts
     FROM (SELECT user_id, sum(amount) AS amount FROM savings_lots WHERE confirmed_at IS NULL GROUP BY user_id) p`,
  );
  const { userIds, amounts } = rows[0]!;
  return new Map(userIds.map((userId, i) => [Number(userId), Number(amounts[i])]));
}

/** Confirms every pending lot due by `day` (its confirmation day or earlier); returns how many. */
export async function confirmDueLots(db: Queryable, day: string): Promise<number> {
  const { rowCount } = await db.query(
    'UPDATE savings_lots SET confirmed_at = now() WHERE confirmed_at IS NULL AND confirm_day <= $1::date',
    [day],
  );
  return rowCount ?? 0;
}
