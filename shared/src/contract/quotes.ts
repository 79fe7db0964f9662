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
export interface CountdownOption {
  durationSec: number;
  payoutBps: number;
  minAmount: number;
  maxAmount: number;
}

/** The 24-hour ticker of a product, derived from its candles. */
export interface Ticker {
  s: string;
  last: number;
  open: number;
  change: number;
  changePct: number;
  high: number;
  low: number;
  volume: number;
  turnover: number;
  /** When it was computed (epoch ms). */
  t: number;
}

/** A product as the list and detail screens show it; the name is in the request's language. */
export interface ProductView {
  symbol: string;
  name: string;
  kind: ProductKind;
  precision: number;
  status: MarketStatus;
  /** When a closed market opens next (epoch ms), or null when open or unknown. */
  nextOpenAt: number | null;
  countdowns: CountdownOption[];
  ticker: Ticker | null;
  /** Ops are replaying recorded prices into it: its quotes are not the market's, demo orders only. */
  sandbox: boolean;
}

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

/**
 * A page of candles, oldest first. Without `before`, the last candle is the live one as of
 * `lastTickTs`: a client applies only ticks newer than that, so history and the live stream meet
 * with no gap and no duplicate.
 */
export interface CandleHistory {
  symbol: string;
  interval: string;
  candles: Candle[];
  lastTickTs: number | null;
}

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
export interface TickRangePage {
  symbol: string;
  from: number;
  to: number;
  ticks: ArchivedTick[];
  /** Pass as `cursor` (same from and to) for the next page; null on the last. */
  nextCursor: string | null;
  /**
   * Seals of the minutes overlapping `[from, to)` that had ticks, in minute order. A seal covers
   * its whole minute: ask for whole minutes to check them.
   */
  seals: TickSeal[];
  /** The symbol's last seal before the range, which the first seal links to (null: none). */
  previousSeal: TickSeal | null;
  /** End (epoch ms) of the symbol's last sealed minute: ticks after it are not sealed yet. */
  sealedUntil: number | null;
}
