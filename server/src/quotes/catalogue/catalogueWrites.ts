// Changes to the catalogue tables, run inside the caller's transaction (ops audit them there).
// After commit, Catalogue.announceChange tells every process to reload.
import { isDeepStrictEqual } from 'node:util';
import type { CreateProductBody, UpdateProductBody } from '@tempo/shared';
import type { DbClient } from '../../platform/db/pool';
import { AppError } from '../../platform/http/AppError';
import { LIVE_FEED_SOURCES } from './Product';

type Countdowns = NonNullable<UpdateProductBody['countdowns']>;

async function replaceCountdowns(tx: DbClient, symbol: string, countdowns: Countdowns): Promise<void> {
  await tx.query('DELETE FROM product_countdowns WHERE symbol = $1', [symbol]);
  for (const option of countdowns) {
    await tx.query(
      `INSERT INTO product_countdowns (symbol, duration_sec, payout_bps, min_amount, max_amount)
       VALUES ($1, $2, $3, $4, $5)`,
      [symbol, option.durationSec, option.payoutBps, option.minAmount, option.maxAmount],
    );
  }
}

export interface ProductChange {
  change: UpdateProductBody;
  /** The ops username, kept with a new feed source. */
  by: string;
  /** Exchange stream URLs (prefixes) the deployment allows outside the sandbox (SB5). */
  allowedExchangeUrls: readonly string[];
}

/**
 * Applies the given fields to a product; the rest stays as it was. A source other than the
 * product's live market needs the sandbox (SB2); outside it, the source changes only with no
 * real-balance order open and an exchange only to a stream the deployment allows (SB5). The row
 * lock keeps the sandbox from being left meanwhile.
 */
export async function updateProduct(
  tx: DbClient,
  symbol: string,
  { change, by, allowedExchangeUrls }: ProductChange,
): Promise<void> {
  const { rows } = await tx.query<{
    names: Record<string, string>;
    sandbox: boolean;
    feedSource: string;
    feedOptions: unknown;
  }>(
    `SELECT names, sandbox, feed_source AS "feedSource", feed_options AS "feedOptions"
     FROM products WHERE symbol = $1 FOR UPDATE`,
    [symbol],
  );
  const current = rows[0];
  if (!current) throw new AppError('UNKNOWN_SYMBOL');
  if (change.feed && !current.sandbox) {
    if (!LIVE_FEED_SOURCES.includes(change.feed.source)) throw new AppError('PRODUCT_NOT_IN_SANDBOX');
    await assertLiveFeedChangeAllowed(tx, symbol, current, change.feed, allowedExchangeUrls);
  }
  await tx.query(
    `UPDATE products SET
       names = $2, precision = coalesce($3, precision), schedule = coalesce($4, schedule),
       maintenance = coalesce($5, maintenance), enabled = coalesce($6, enabled),
       sort_order = coalesce($7, sort_order),
       feed_source = coalesce($8, feed_source), feed_options = coalesce($9, feed_options),
       start_price = coalesce($10, start_price), volatility = coalesce($11, volatility),
       tick_volume = coalesce($12, tick_volume),
       feed_set_by = CASE WHEN $8::text IS NULL THEN feed_set_by ELSE $13 END, updated_at = now()
     WHERE symbol = $1`,
    [
      symbol,
      JSON.stringify({ ...current.names, ...change.names }),
      change.precision ?? null,
      change.schedule ?? null,
      change.maintenance ?? null,
      change.enabled ?? null,
      change.sortOrder ?? null,
      change.feed?.source ?? null,
      change.feed ? JSON.stringify(change.feed.options) : null,
      change.simulator?.startPrice ?? null,
      change.simulator?.volatility ?? null,
      change.simulator?.tickVolume ?? null,
      by,
    ],
  );
  if (change.countdowns) await replaceCountdowns(tx, symbol, change.countdowns);
}

/**
 * SB5: a product outside the sandbox decides real money, so its live source may change only
 * between contracts (no real-balance order open: a switch mid-countdown would let the new source's
 * first price decide it), and an exchange stream only to one the deployment's settings allow (ops
 * cannot point real prices at a stream of their own making).
 */
async function assertLiveFeedChangeAllowed(
  tx: DbClient,
  symbol: string,
  current: { feedSource: string; feedOptions: unknown },
  feed: NonNullable<UpdateProductBody['feed']>,
  allowedExchangeUrls: readonly string[],
): Promise<void> {
  const unchanged =
    feed.source === current.feedSource && isDeepStrictEqual(feed.options, current.feedOptions ?? {});
  if (unchanged) return;
  if (
    feed.source === 'exchange' &&
    !allowedExchangeUrls.some((allowed) => feed.options.url.startsWith(allowed))
  ) {
    throw new AppError('FEED_URL_NOT_ALLOWED');
  }
  const { rows } = await tx.query<{ open: number }>(
    `SELECT count(*)::int AS open FROM orders WHERE symbol = $1 AND status = 'open' AND account = 'real'`,
    [symbol],
  );
  if (rows[0]!.open > 0) throw new AppError('FEED_CHANGE_WITH_ORDERS_OPEN');
}

export async function createProduct(tx: DbClient, product: CreateProductBody): Promise<void> {
  const { rowCount } = await tx.query(
    `INSERT INTO products (symbol, kind, names, precision, schedule, sort_order, start_price, volatility, tick_volume)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (symbol) DO NOTHING`,
    [
      product.symbol,
      product.kind,
      JSON.stringify(product.names),
      product.precision,
      product.schedule,
      product.sortOrder,
      product.simulator.startPrice,
      product.simulator.volatility,
      product.simulator.tickVolume,
    ],
  );
  if (!rowCount) throw new AppError('PRODUCT_EXISTS');
  await replaceCountdowns(tx, product.symbol, product.countdowns);
}

export async function addHoliday(tx: DbClient, holiday: { calendar: string; day: string; name: string }) {
  await tx.query(
    `INSERT INTO market_holidays (calendar, day, name) VALUES ($1, $2, $3)
     ON CONFLICT (calendar, day) DO UPDATE SET name = EXCLUDED.name`,
    [holiday.calendar, holiday.day, holiday.name],
  );
}

export async function removeHoliday(tx: DbClient, calendar: string, day: string): Promise<boolean> {
  const { rowCount } = await tx.query('DELETE FROM market_holidays WHERE calendar = $1 AND day = $2', [
    calendar,
    day,
  ]);
  return Boolean(rowCount);
}
