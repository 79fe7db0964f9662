import { z } from 'zod';
import { text } from './fields';
import { INTERVALS, type Candle } from '../domain/candles';
import { SYMBOL_PATTERN } from '../domain/symbols';
import type { ArchivedTick, TickSeal } from '../domain/tickChain';

export const symbolField = z
  .string({ error: 'UNKNOWN_SYMBOL' })
  .regex(SYMBOL_PATTERN, { error: 'UNKNOWN_SYMBOL' });

export const PRODUCT_KINDS = ['crypto', 'fx', 'metal'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const MARKET_STATUSES = ['open', 'closed', 'maintenance'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/** One countdown a product offers. Money in cents; the payout rate in basis points (8500 = 85%). */
export const countdownOption = z.object({
  durationSec: z.number().int(),
  payoutBps: z.number().int(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
});
export type CountdownOption = z.infer<typeof countdownOption>;

/** The 24-hour ticker of a product, derived from its candles; `t` is when it was computed (epoch ms). */
export const tickerView = z.object({
  s: z.string(),
  last: z.number(),
  open: z.number(),
  change: z.number(),
  changePct: z.number(),
  high: z.number(),
  low: z.number(),
  volume: z.number(),
  turnover: z.number(),
  t: z.number().int(),
});
export type Ticker = z.infer<typeof tickerView>;

/** A product as the list and detail screens show it; the name is in the request's language. */
export const productView = z.object({
  symbol: z.string(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  precision: z.number().int(),
  status: z.enum(MARKET_STATUSES),
  /** When a closed market opens next (epoch ms), or null when open or unknown. */
  nextOpenAt: z.number().int().nullable(),
  countdowns: z.array(countdownOption),
  ticker: tickerView.nullable(),
  /** Ops are replaying recorded prices into it: its quotes are not the market's, demo orders only. */
  sandbox: z.boolean(),
});
export type ProductView = z.infer<typeof productView>;

/** The path parameter naming a product. */
export const symbolParams = z.object({ symbol: symbolField });

export const productListQuery = z.object({
  q: text().max(40, { error: 'VALIDATION_FAILED' }).optional(),
});

export const MAX_CANDLES_PER_CALL = 1000;

export const candleHistoryQuery = z.object({
  interval: z.enum(INTERVALS, { error: 'BAD_INTERVAL' }),
  /** Only candles opened strictly before this time (epoch ms); omitted: the newest, live one included. */
  before: z.coerce
    .number({ error: 'VALIDATION_FAILED' })
    .int({ error: 'VALIDATION_FAILED' })
    .positive({ error: 'VALIDATION_FAILED' })
    // The last instant a Date can hold.
    .max(8.64e15, { error: 'VALIDATION_FAILED' })
    .optional(),
  limit: z.coerce
    .number({ error: 'VALIDATION_FAILED' })
    .int({ error: 'VALIDATION_FAILED' })
    .min(1, { error: 'LIMIT_TOO_LARGE' })
    .max(MAX_CANDLES_PER_CALL, { error: 'LIMIT_TOO_LARGE' })
    .default(500),
});
export type CandleHistoryQuery = z.infer<typeof candleHistoryQuery>;

/** An OHLC bar: open time (epoch ms), open, high, low, close, volume and turnover (Σ price × volume). */
export const candleView = z.object({
  t: z.number().int(),
  o: z.number(),
  h: z.number(),
  l: z.number(),
  c: z.number(),
  v: z.number(),
  q: z.number(),
}) satisfies z.ZodType<Candle>;

/**
 * A page of candles, oldest first. Without `before`, the last candle is the live one as of
 * `lastTickTs`: a client applies only ticks newer than that, so history and the live stream meet
 * with no gap and no duplicate.
 */
export const candleHistory = z.object({
  symbol: z.string(),
  interval: z.string(),
  candles: z.array(candleView),
  lastTickTs: z.number().int().nullable(),
});
export type CandleHistory = z.infer<typeof candleHistory>;

/** The longest span one tick-range request may cover (ms). */
export const MAX_TICK_RANGE_MS = 3_600_000;
/** The most ticks one page of a range carries; `nextCursor` leads to the rest. */
export const MAX_TICKS_PER_PAGE = 5_000;

const epochMsField = z.coerce
  .number({ error: 'VALIDATION_FAILED' })
  .int({ error: 'VALIDATION_FAILED' })
  .min(0, { error: 'VALIDATION_FAILED' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'VALIDATION_FAILED' });

/** `GET /quotes/:symbol/ticks`: archived ticks with `from <= t < to` (epoch ms), at most an hour. */
export const tickRangeQuery = z
  .object({
    from: epochMsField,
    to: epochMsField,
    /** `nextCursor` of the previous page: the time and sequence of its last tick, `<t>-<seq>`. */
    cursor: z
      .string()
      .regex(/^\d{1,16}-\d{1,9}$/, { error: 'VALIDATION_FAILED' })
      .optional(),
    limit: z.coerce
      .number({ error: 'VALIDATION_FAILED' })
      .int({ error: 'VALIDATION_FAILED' })
      .min(1, { error: 'VALIDATION_FAILED' })
      .max(MAX_TICKS_PER_PAGE, { error: 'VALIDATION_FAILED' })
      .default(1_000),
  })
  .refine((query) => query.to > query.from, { error: 'VALIDATION_FAILED', path: ['to'] })
  .refine((query) => query.to - query.from <= MAX_TICK_RANGE_MS, {
    error: 'TICK_RANGE_TOO_LONG',
    path: ['to'],
  });
export type TickRangeQuery = z.infer<typeof tickRangeQuery>;

/**
 * A page of the public tick record: archived ticks in publishing order with who produced them,
 * and the seals (hash chain records) of every minute starting in the range, so anyone can check
 * them (scripts/verify-ticks.ts; format in server/src/quotes/archive/FORMAT.md).
 */
const tickSeal = z.object({
  minute: z.number().int(),
  prevMinute: z.number().int().nullable(),
  prevHash: z.string(),
  prevLastN: z.number().int().nullable(),
  count: z.number().int(),
  hash: z.string(),
  format: z.union([z.literal(1), z.literal(2)]),
  lastN: z.number().int().nullable(),
}) satisfies z.ZodType<TickSeal>;

export const tickRangePage = z.object({
  symbol: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  ticks: z.array(
    z.object({
      t: z.number().int(),
      seq: z.number().int(),
      n: z.number().int().nullable(),
      p: z.number(),
      v: z.number(),
      source: z.string(),
      feedVersion: z.number().int().nullable(),
    }) satisfies z.ZodType<ArchivedTick>,
  ),
  /** Pass as `cursor` (same from and to) for the next page; null on the last. */
  nextCursor: z.string().nullable(),
  /**
   * Seals of the minutes overlapping `[from, to)` that had ticks, in minute order. A seal covers
   * its whole minute: ask for whole minutes to check them.
   */
  seals: z.array(tickSeal),
  /** The symbol's last seal before the range, which the first seal links to (null: none). */
  previousSeal: tickSeal.nullable(),
  /** End (epoch ms) of the symbol's last sealed minute: ticks after it are not sealed yet. */
  sealedUntil: z.number().int().nullable(),
});
export type TickRangePage = z.infer<typeof tickRangePage>;
