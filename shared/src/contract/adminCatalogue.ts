// Ops requests that change the product catalogue. Every change reaches all processes and clients
// without a restart.
import { z } from 'zod';
import { calendarDayField, text } from './fields';
import { LANGUAGES } from './languages';
import { PRODUCT_KINDS, countdownOption, symbolField } from './quotes';

// Within the columns' CHECK and type (volatility < 5, sort_order an integer): PostgreSQL refusing
// them would be a 500.
const sortOrderField = z.number().int().min(-2_147_483_648).max(2_147_483_647);

const names = z.partialRecord(z.enum(LANGUAGES), text().min(1).max(60));

export const countdownOptionBody = z.object({
  durationSec: z.number().int().min(1).max(86_400),
  payoutBps: z.number().int().min(1).max(100_000),
  minAmount: z.number().int().positive(),
  maxAmount: z.number().int().positive(),
});

export type CountdownOptionBody = z.infer<typeof countdownOptionBody>;

const countdowns = z
  .array(countdownOptionBody)
  .max(20)
  .refine((options) => options.every((option) => option.minAmount <= option.maxAmount), {
    error: 'VALIDATION_FAILED',
  })
  .refine((options) => new Set(options.map((option) => option.durationSec)).size === options.length, {
    error: 'VALIDATION_FAILED',
  });

/** How fast a replay runs: 1–1000 times real time, or `max` (paced only by publishing). */
export const replaySpeedField = z.union([z.number().min(1).max(1000), z.literal('max')], {
  error: 'VALIDATION_FAILED',
});

/** Options of each feed source: a recorded file on the server, or an exchange trade stream. */
export const feedSettings = z.discriminatedUnion('source', [
  z.object({ source: z.literal('simulator'), options: z.object({}).strict().default({}) }),
  z.object({
    source: z.literal('replay'),
    options: z
      .object({
        /** A recording in a file on the feed's host (ops with a shell)… */
        file: text().min(1).max(500).optional(),
        /** …or one uploaded through the ops API (feeds.ts). */
        recordingId: z.number().int().positive().optional(),
        speed: replaySpeedField.default(1),
        loop: z.boolean().default(true),
      })
      .refine((options) => (options.file === undefined) !== (options.recordingId === undefined), {
        error: 'VALIDATION_FAILED',
      }),
  }),
  z.object({
    source: z.literal('exchange'),
    options: z.object({ url: text().regex(/^wss?:\/\/\S+$/), symbol: text().max(30).optional() }),
  }),
]);
export type FeedSettings = z.infer<typeof feedSettings>;

/**
 * A product's terms of early close (server/src/orders/SPEC.md E2, E4): the spread at the expiry and
 * its slope over the countdown in basis points of the payout, the variance window, and the seconds
 * after the entry and before the expiry in which no sale is made. Null: early close is off.
 */
export const earlyCloseTerms = z.object({
  spreadBaseBps: z.number().int().min(0).max(5_000),
  spreadSlopeBps: z.number().int().min(0).max(5_000),
  volatilityWindowSec: z.number().int().min(10).max(3_600),
  openSec: z.number().int().min(0).max(3_600),
  cutoffSec: z.number().int().min(0).max(3_600),
});
export type EarlyCloseTermsView = z.infer<typeof earlyCloseTerms>;

export const updateProductBody = z
  .object({
    names,
    precision: z.number().int().min(0).max(8),
    schedule: z.enum(['always', 'fx', 'metals']),
    maintenance: z.boolean(),
    enabled: z.boolean(),
    sortOrder: sortOrderField,
    countdowns,
    feed: feedSettings,
    simulator: z.object({
      startPrice: z.number().positive(),
      volatility: z.number().positive().lt(5),
      tickVolume: z.number().positive(),
    }),
    /** Applies to orders placed after the change; each order keeps the terms it was placed under. */
    earlyClose: earlyCloseTerms.nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'EMPTY_VALUE' });
export type UpdateProductBody = z.infer<typeof updateProductBody>;

/**
 * Puts a product in the sandbox (`on: true`), where replays and pushed quotes may feed it and only
 * demo orders are accepted, or takes it out once its demo orders have settled.
 */
export const productSandboxBody = z.object({ on: z.boolean() });
export type ProductSandboxBody = z.infer<typeof productSandboxBody>;

export const createProductBody = z.object({
  symbol: symbolField,
  kind: z.enum(PRODUCT_KINDS),
  names: names.refine((value) => Boolean(value.en), { error: 'EMPTY_VALUE' }),
  precision: z.number().int().min(0).max(8),
  schedule: z.enum(['always', 'fx', 'metals']),
  sortOrder: sortOrderField.default(100),
  countdowns,
  simulator: z.object({
    startPrice: z.number().positive(),
    volatility: z.number().positive().lt(5),
    tickVolume: z.number().positive(),
  }),
});
export type CreateProductBody = z.infer<typeof createProductBody>;

export const holidayBody = z.object({
  calendar: z.enum(['fx', 'metals']),
  day: calendarDayField,
  name: text().min(1).max(80),
});
export type HolidayBody = z.infer<typeof holidayBody>;

/** The path parameters of a holiday to remove. */
export const holidayParams = holidayBody.pick({ calendar: true, day: true });

/** `GET /admin/holidays`: the holidays of one calendar, or of both when none is named. */
export const holidayQuery = z.object({
  calendar: z.enum(['fx', 'metals'], { error: 'VALIDATION_FAILED' }).optional(),
});

/** A market holiday as ops list it: a whole local day (YYYY-MM-DD) its calendar stays closed. */
export const holidayView = z.object({
  calendar: z.enum(['fx', 'metals']),
  day: z.string(),
  name: z.string(),
});
export type HolidayView = z.infer<typeof holidayView>;

/** A product as ops see it: the catalogue row, its feed and its countdowns. */
export const adminProductView = z.object({
  symbol: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  names: z.partialRecord(z.enum(LANGUAGES), z.string()),
  precision: z.number().int(),
  schedule: z.enum(['always', 'fx', 'metals']),
  maintenance: z.boolean(),
  sandbox: z.boolean(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  simulator: z.object({ startPrice: z.number(), volatility: z.number(), tickVolume: z.number() }),
  feed: z.object({
    source: z.enum(['simulator', 'replay', 'exchange']),
    options: z.record(z.string(), z.unknown()),
    /** The ops username who chose the source; null for the seeded catalogue. */
    setBy: z.string().nullable(),
  }),
  /**
   * Version of the settings that shape its prices (feed, precision, simulator): one more with each
   * change of them; every archived tick names the version it was produced under.
   */
  feedVersion: z.number().int(),
  countdowns: z.array(countdownOption),
  earlyClose: earlyCloseTerms.nullable(),
});
export type AdminProductView = z.infer<typeof adminProductView>;

/** The answer to a sandbox change: where the product is now and whether this request moved it. */
export const productSandboxResult = z.object({
  symbol: z.string(),
  sandbox: z.boolean(),
  changed: z.boolean(),
});
