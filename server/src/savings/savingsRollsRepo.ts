// The day rolls that have run: one row per day, the proof that its earnings were paid.
import type { SavingsRollView } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';

const COLUMNS = `to_char(day, 'YYYY-MM-DD') AS day, confirmed_lots AS "confirmedLots",
  earnings_users AS "earningsUsers", earnings_total AS "earningsTotal"`;

/** The latest day rolled, or null before the first roll. */
export async function lastRolledDay(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ day: string | null }>(
    `SELECT to_char(max(day), 'YYYY-MM-DD') AS day FROM savings_rolls`,
  );
  return rows[0]!.day;
}

/** Whether the roll of `day` has run. */
export async function isDayRolled(db: Queryable, day: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM savings_rolls WHERE day = $1::date', [day]);
  return Boolean(rowCount);
}

/**
 * Claims the roll of `day`: true when this transaction inserted its row. A concurrent claim of
 * the same day waits for this transaction and then finds the row taken.
 */
export async function claimRollDay(db: Queryable, day: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'INSERT INTO savings_rolls (day) VALUES ($1::date) ON CONFLICT (day) DO NOTHING',
    [day],
  );
  return Boolean(rowCount);
}

/** Stores what the roll of `day` did. */
export async function recordRoll(db: Queryable, roll: Omit<SavingsRollView, 'ran'>): Promise<void> {
  await db.query(
    `UPDATE savings_rolls SET confirmed_lots = $2, earnings_users = $3, earnings_total = $4
     WHERE day = $1::date`,
    [roll.day, roll.confirmedLots, roll.earningsUsers, roll.earningsTotal],
  );
}

/** What the roll of `day` did, or null when it has not run. */
export async function findRoll(db: Queryable, day: string): Promise<Omit<SavingsRollView, 'ran'> | null> {
  const { rows } = await db.query<Omit<SavingsRollView, 'ran'>>(
    `SELECT ${COLUMNS} FROM savings_rolls WHERE day = $1::date`,
    [day],
  );
  return rows[0] ?? null;
}
