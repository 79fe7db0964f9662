// The savings holidays: weekdays that are not trading days (weekends never are).
import type { Queryable } from '../platform/db/pool';

export interface SavingsHoliday {
  day: string;
  name: string;
}

const DAY = `to_char(day, 'YYYY-MM-DD')`;

/** Every listed holiday from `fromDay` on: what a move in's calendar needs. */
export async function holidaysFrom(db: Queryable, fromDay: string): Promise<Set<string>> {
  const { rows } = await db.query<{ day: string }>(
    `SELECT ${DAY} AS day FROM savings_holidays WHERE day >= $1::date`,
    [fromDay],
  );
  return new Set(rows.map((row) => row.day));
}

/**
 * The listed holidays from `fromDay` on, for a move in: the table is first locked in SHARE mode
 * until the transaction ends, so an ops edit (which redates the pending lots) waits for moves in
 * under way, and a move in waits for an edit under way and then reads it. Moves in never wait for
 * each other.
 */
export async function holidaysForTransfer(tx: Queryable, fromDay: string): Promise<Set<string>> {
  await tx.query('LOCK TABLE savings_holidays IN SHARE MODE');
  return holidaysFrom(tx, fromDay);
}

/** Listed holidays from `fromDay` to `toDay` (both included) that fall on a weekday, in order. */
export async function weekdayHolidaysBetween(
  db: Queryable,
  fromDay: string,
  toDay: string,
): Promise<SavingsHoliday[]> {
  const { rows } = await db.query<SavingsHoliday>(
    `SELECT ${DAY} AS day, name FROM savings_holidays
     WHERE day BETWEEN $1::date AND $2::date AND extract(isodow FROM day) < 6
     ORDER BY day`,
    [fromDay, toDay],
  );
  return rows;
}

/** Every listed holiday, in order. */
export async function listSavingsHolidays(db: Queryable): Promise<SavingsHoliday[]> {
  const { rows } = await db.query<SavingsHoliday>(
    `SELECT ${DAY} AS day, name FROM savings_holidays ORDER BY day`,
  );
  return rows;
}

/** Lists `day` as a holiday, or renames it when it is listed already. */
export async function saveSavingsHoliday(db: Queryable, holiday: SavingsHoliday): Promise<SavingsHoliday> {
  const { rows } = await db.query<SavingsHoliday>(
    `INSERT INTO savings_holidays (day, name) VALUES ($1::date, $2)
     ON CONFLICT (day) DO UPDATE SET name = excluded.name
     RETURNING ${DAY} AS day, name`,
    [holiday.day, holiday.name],
  );
  return rows[0]!;
}

/** Removes a listed holiday; null when `day` was not listed. */
export async function deleteSavingsHoliday(db: Queryable, day: string): Promise<SavingsHoliday | null> {
  const { rows } = await db.query<SavingsHoliday>(
    `DELETE FROM savings_holidays WHERE day = $1::date RETURNING ${DAY} AS day, name`,
    [day],
  );
  return rows[0] ?? null;
}
