// The ops console's view of the platform's exposure to countdown orders: what it would owe if every
// open order won, and what today's settlements took and paid. Money in cents.
//
// Real money only: demo orders never count. Sandbox products are not set apart, because no real
// order can be on sandbox prices: a sandbox product refuses real orders (SB1) and enters the
// sandbox only with none open (SB3), so every real order counted here was or will be settled on
// live prices, including today's settled orders of a product that entered the sandbox since.
import { z } from 'zod';
import { DIRECTIONS, SETTLED_STATUSES } from '../domain/settlement';

const cents = z.number().int();
const count = z.number().int().min(0);

/** Open orders of one kind: how many, their stake, and what they would pay back if every one won. */
const openFigures = z.object({
  count,
  /** Total stake, in cents. */
  stake: cents,
  /**
   * Stake plus winnings if every one of them won: each order's stake × (1 + the payout rate it
   * was placed with), rounded down to the cent (S4). Up and down orders of the same expiry cannot
   * both win, so a product's sum is more than it can lose at once.
   */
  payoutIfWon: cents,
});

/** Open orders of one product, one direction and one expiry minute. */
export const exposureGroup = openFigures.extend({
  symbol: z.string(),
  direction: z.enum(DIRECTIONS),
  /** The minute they expire in: the ISO 8601 UTC time it starts at (`2026-03-02T09:15:00.000Z`). */
  expiryMinute: z.iso.datetime(),
});
export type ExposureGroup = z.infer<typeof exposureGroup>;

/** Settled orders of one outcome (or all of them). */
const settledFigures = z.object({
  count,
  /** Total stake taken, in cents. */
  stake: cents,
  /** Total paid back to traders (stake and winnings; the stake on a draw or void), in cents. */
  paidOut: cents,
});

/** `GET /admin/exposure`. */
export const exposureView = z.object({
  /** The database's time of the answer: open orders are as of then, and "today" is its day. */
  asOf: z.iso.datetime(),
  /** Orders holding, not yet settled. */
  open: z.object({
    /** By product, direction and expiry minute; ordered by symbol, then minute, then direction. */
    groups: z.array(exposureGroup),
    /** By product, in symbol order. */
    products: z.array(openFigures.extend({ symbol: z.string() })),
    total: openFigures,
  }),
  /** Orders settled since the start of the platform's day (PLATFORM_TZ). */
  today: settledFigures.extend({
    /** The platform's calendar day, YYYY-MM-DD. */
    day: z.iso.date(),
    /** The IANA time zone of the platform's day. */
    timeZone: z.string(),
    /** When `day` started, as an ISO 8601 UTC time. */
    since: z.iso.datetime(),
    /** Every outcome (won, lost, draw, void), zeros when none. */
    byOutcome: z.record(z.enum(SETTLED_STATUSES), settledFigures),
    /** The platform's profit: stake taken − paid out, in cents; negative when traders gained. */
    platformPnl: cents,
  }),
});
export type ExposureView = z.infer<typeof exposureView>;
