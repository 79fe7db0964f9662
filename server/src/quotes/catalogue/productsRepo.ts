import type { Queryable } from '../../platform/db/pool';
import type { Product } from './Product';

/** Every product with its countdowns, in display order. */
export async function loadProducts(db: Queryable): Promise<Product[]> {
  const { rows } = await db.query<Product>(`
    SELECT p.symbol, p.kind, p.names, p.precision, p.schedule, p.maintenance, p.sandbox, p.enabled,
           p.sort_order AS "sortOrder",
           json_build_object('startPrice', p.start_price, 'volatility', p.volatility, 'tickVolume', p.tick_volume)
             AS simulator,
           json_build_object('source', p.feed_source, 'options', p.feed_options, 'setBy', p.feed_set_by)
             AS feed,
           p.feed_version AS "feedVersion", p.early_close AS "earlyClose",
           coalesce(
             (SELECT json_agg(json_build_object('durationSec', c.duration_sec, 'payoutBps', c.payout_bps,
                                                'minAmount', c.min_amount, 'maxAmount', c.max_amount)
                              ORDER BY c.duration_sec)
              FROM product_countdowns c WHERE c.symbol = p.symbol),
             '[]') AS countdowns
    FROM products p
    ORDER BY p.sort_order, p.symbol`);
  return rows;
}

/** Holidays per calendar as local dates (YYYY-MM-DD). */
export async function loadHolidays(db: Queryable): Promise<Record<string, string[]>> {
  const { rows } = await db.query<{ calendar: string; days: string[] }>(
    `SELECT calendar, array_agg(to_char(day, 'YYYY-MM-DD') ORDER BY day) AS days FROM market_holidays GROUP BY calendar`,
  );
  return Object.fromEntries(rows.map((row) => [row.calendar, row.days]));
}

/** A market holiday: a whole local day (YYYY-MM-DD) its calendar stays closed. */
export interface MarketHoliday {
  calendar: 'fx' | 'metals';
  day: string;
  name: string;
}

/** The market holidays of `calendar` (every calendar's when omitted), by day, then calendar. */
export async function listHolidays(db: Queryable, calendar?: 'fx' | 'metals'): Promise<MarketHoliday[]> {
  const { rows } = await db.query<MarketHoliday>(
    `SELECT calendar, to_char(day, 'YYYY-MM-DD') AS day, name FROM market_holidays
     WHERE $1::text IS NULL OR calendar = $1
     ORDER BY day, calendar`,
    [calendar ?? null],
  );
  return rows;
}
