import { z } from 'zod';
import { text } from './fields';
import { INTERVALS, type Candle } from '../domain/candles';
import { SYMBOL_PATTERN } from '../domain/symbols';

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
