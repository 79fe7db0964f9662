import type pg from 'pg';

/**
 * Adds always-open test products with 1-second, 2-second and 5-minute countdowns (70%, 80% and
 * 85% payout, stakes 1.00 to 1,000.00) that no feed publishes, so tests decide every tick. The
 * long one is for tests whose orders must stay open however slow the machine is.
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
       VALUES ($1, 1, 7000, 100, 100000), ($1, 2, 8000, 100, 100000), ($1, 300, 8500, 100, 100000)`,
      [symbol],
    );
  }
}
