import type pg from 'pg';

/**
 * Adds always-open test products with a 1-second and a 2-second countdown (70% and 80% payout,
 * stakes 1.00 to 1,000.00) that no feed publishes, so tests decide every tick.
 */
export async function addTestProducts(db: pg.Client, symbols: string[]): Promise<void> {
  for (const symbol of symbols) {
    await db.query(
      `INSERT INTO products (symbol, kind, names, precision, schedule, start_price, volatility, tick_volume, feed_source)
       VALUES ($1, 'crypto', '{"en": "Test"}', 2, 'always', 100, 0.5, 1, 'simulator')`,
      [symbol],
    );
    await db.query(
      `INSERT INTO product_countdowns (symbol, duration_sec, payout_bps, min_amount, max_amount)
       VALUES ($1, 1, 7000, 100, 100000), ($1, 2, 8000, 100, 100000)`,
      [symbol],
    );
  }
}
