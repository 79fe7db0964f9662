// The savings daily rate from a day on, in parts per billion of the confirmed shares.
import type { Queryable } from '../platform/db/pool';

export interface SavingsRate {
  effectiveFrom: string;
  dailyRatePpb: number;
}

/** The day the seeded default rate applies from: before any day Tempo could roll. */
const DEFAULT_RATE_FROM = '2000-01-01';

/** Seeds `dailyRatePpb` as the rate of every day when no rate was ever set (a fresh install). */
export async function ensureDefaultSavingsRate(db: Queryable, dailyRatePpb: number): Promise<void> {
  await db.query(
    `INSERT INTO savings_rates (effective_from, daily_rate_ppb)
     SELECT $1::date, $2 WHERE NOT EXISTS (SELECT 1 FROM savings_rates)
     ON CONFLICT DO NOTHING`,
    [DEFAULT_RATE_FROM, dailyRatePpb],
  );
}

/** The daily rate of `day` in ppb: the latest rate effective on or before it (0 when none). */
export async function savingsRateOn(db: Queryable, day: string): Promise<number> {
  const { rows } = await db.query<{ rate: number }>(
    `SELECT daily_rate_ppb AS rate FROM savings_rates WHERE effective_from <= $1::date
     ORDER BY effective_from DESC LIMIT 1`,
    [day],
  );
  return rows[0]?.rate ?? 0;
}

/** Every rate and the day it applies from, latest first. */
export async function listSavingsRates(db: Queryable): Promise<SavingsRate[]> {
  const { rows } = await db.query<SavingsRate>(
    `SELECT to_char(effective_from, 'YYYY-MM-DD') AS "effectiveFrom", daily_rate_ppb AS "dailyRatePpb"
     FROM savings_rates ORDER BY effective_from DESC`,
  );
  return rows;
}

/** Sets the rate from `effectiveFrom` on (replacing one set for that very day). */
export async function saveSavingsRate(db: Queryable, rate: SavingsRate): Promise<SavingsRate> {
  const { rows } = await db.query<SavingsRate>(
    `INSERT INTO savings_rates (effective_from, daily_rate_ppb) VALUES ($1::date, $2)
     ON CONFLICT (effective_from) DO UPDATE SET daily_rate_ppb = excluded.daily_rate_ppb
     RETURNING to_char(effective_from, 'YYYY-MM-DD') AS "effectiveFrom", daily_rate_ppb AS "dailyRatePpb"`,
    [rate.effectiveFrom, rate.dailyRatePpb],
  );
  return rows[0]!;
}
