// Changes to the catalogue tables, run inside the caller's transaction (ops audit them there).
// After commit, Catalogue.announceChange tells every process to reload.
import type { CreateProductBody, UpdateProductBody } from '@tempo/shared';
import type { DbClient } from '../../platform/db/pool';
import { AppError } from '../../platform/AppError';
import {
  priceSettingsAfter,
  priceSettingsDiffer,
  type PriceSettings,
  type PriceSettingsChange,
} from './priceSettings';
import { lockProductSandbox } from './productSandbox';
import { realMoneyVerdict } from './realMoneySources';

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
  /** EXCHANGE_STREAM_URLS: the exchange streams the gate lets price real money (SB6). */
  allowedStreams: readonly string[];
  /**
   * The real-balance orders open on the product, as the orders domain counts them (quotes never
   * reads the orders table); asked under the product's exclusive sandbox lock, only when a price
   * setting is about to change.
   */
  countOpenRealOrders: () => Promise<number>;
}

/**
 * Applies the given fields to a product; the rest stays as it was. Outside the sandbox a feed must
 * be one the gate lets price real money (SB6: else PRODUCT_NOT_IN_SANDBOX for a replay,
 * FEED_URL_NOT_ALLOWED for a stream); the feed and the other price-shaping settings change only
 * with no real-balance order open (SB5, SB7: FEED_CHANGE_WITH_ORDERS_OPEN,
 * PRICE_SETTINGS_WITH_ORDERS_OPEN), and any change of them raises the feed version. Answers the
 * price settings before and after when they changed, for the audit entry, else null.
 */
export async function updateProduct(
  tx: DbClient,
  symbol: string,
  { change, by, allowedStreams, countOpenRealOrders }: ProductChange,
): Promise<PriceSettingsChange | null> {
  // Placement holds this lock shared from its look at the product to its order's commit, so held
  // exclusively no real order can appear between the count below and this change's commit, and
  // the product cannot enter or leave the sandbox meanwhile.
  await lockProductSandbox(tx, symbol, 'exclusive');
  const current = await readProductForUpdate(tx, symbol);
  if (!current) throw new AppError('UNKNOWN_SYMBOL');
  const after = priceSettingsAfter(current.settings, change);
  if (change.feed && !current.sandbox) assertMayPriceRealMoney(after.feed, allowedStreams);
  const differ = priceSettingsDiffer(current.settings, after);
  const settingsChange = differ.feed || differ.shaping;
  if (settingsChange && (await countOpenRealOrders()) > 0) {
    // A switch mid-countdown would let the new settings' first price decide an open order.
    throw new AppError(differ.feed ? 'FEED_CHANGE_WITH_ORDERS_OPEN' : 'PRICE_SETTINGS_WITH_ORDERS_OPEN');
  }
  await tx.query(
    `UPDATE products SET
       names = $2, precision = $3, schedule = coalesce($4, schedule),
       maintenance = coalesce($5, maintenance), enabled = coalesce($6, enabled),
       sort_order = coalesce($7, sort_order),
       feed_source = $8, feed_options = $9, start_price = $10, volatility = $11, tick_volume = $12,
       feed_set_by = CASE WHEN $13::boolean THEN $14 ELSE feed_set_by END,
       feed_set_at = CASE WHEN $16::boolean THEN now() ELSE feed_set_at END,
       feed_version = feed_version + $15::int,
       early_close = CASE WHEN $17::boolean THEN $18::jsonb ELSE early_close END, updated_at = now()
     WHERE symbol = $1`,
    [
      symbol,
      JSON.stringify({ ...current.names, ...change.names }),
      after.precision,
      change.schedule ?? null,
      change.maintenance ?? null,
      change.enabled ?? null,
      change.sortOrder ?? null,
      after.feed.source,
      JSON.stringify(after.feed.options),
      after.simulator.startPrice,
      after.simulator.volatility,
      after.simulator.tickVolume,
      change.feed !== undefined,
      by,
      settingsChange ? 1 : 0,
      differ.feed,
      // E4: terms are read at placement and copied onto each order, so a change reaches new orders only.
      change.earlyClose !== undefined,
      change.earlyClose ? JSON.stringify(change.earlyClose) : null,
    ],
  );
  if (change.countdowns) await replaceCountdowns(tx, symbol, change.countdowns);
  if (!settingsChange) return null;
  return {
    before: { ...current.settings, feedVersion: current.feedVersion },
    after: { ...after, feedVersion: current.feedVersion + 1 },
  };
}

/**
 * Hands a product a replay feeds back to its simulator (still in the sandbox), through
 * updateProduct's checks. A product no replay feeds is left as it is: answers false then.
 */
export async function stopReplay(
  tx: DbClient,
  symbol: string,
  props: Omit<ProductChange, 'change'>,
): Promise<{ stopped: boolean; settings: PriceSettingsChange | null }> {
  // The sandbox lock before the row, in the order every writer of the product takes them.
  await lockProductSandbox(tx, symbol, 'exclusive');
  const current = await readProductForUpdate(tx, symbol);
  if (!current) throw new AppError('UNKNOWN_SYMBOL');
  if (current.settings.feed.source !== 'replay') return { stopped: false, settings: null };
  const change: UpdateProductBody = { feed: { source: 'simulator', options: {} } };
  return { stopped: true, settings: await updateProduct(tx, symbol, { ...props, change }) };
}

/** SB6 for a feed set outside the sandbox: refused with the code of the gate's reason. */
function assertMayPriceRealMoney(feed: PriceSettings['feed'], allowedStreams: readonly string[]): void {
  switch (realMoneyVerdict(feed, allowedStreams)) {
    case 'allowed':
      return;
    case 'stream-not-allowed':
      throw new AppError('FEED_URL_NOT_ALLOWED');
    case 'not-a-live-market':
      throw new AppError('PRODUCT_NOT_IN_SANDBOX');
  }
}

interface ProductForUpdate {
  names: Record<string, string>;
  sandbox: boolean;
  settings: PriceSettings;
  feedVersion: number;
}

/** The product's row as a change needs it, locked for the change; null when unknown. */
async function readProductForUpdate(tx: DbClient, symbol: string): Promise<ProductForUpdate | null> {
  const { rows } = await tx.query<ProductForUpdate>(
    `SELECT names, sandbox, feed_version AS "feedVersion",
            json_build_object(
              'feed', json_build_object('source', feed_source, 'options', feed_options),
              'precision', precision,
              'simulator', json_build_object('startPrice', start_price, 'volatility', volatility,
                                             'tickVolume', tick_volume)) AS settings
     FROM products WHERE symbol = $1 FOR UPDATE`,
    [symbol],
  );
  return rows[0] ?? null;
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
