// The price at which an open order can be sold before its expiry (server/src/orders/SPEC.md
// E1–E4), as pure functions of public inputs: the order's terms and the archived ticks. The
// server quotes and sells with them; scripts/verify-ticks recomputes a sale's price with them.
//
// The model: the order is a digital option on the tick stream, taken to move as a random walk
// without drift. Its fair value is the payout times the probability that the exit will be beyond
// the entry, given the price now, the time left and the variance measured over a published window
// of ticks. The sell price is that value less a spread that is a published function of the time
// left, never below 0 and never above the payout.
import type { Direction, RecordedTick } from './settlement';

/** The terms of early close an order keeps from the moment it was placed (E4). */
export interface EarlyCloseTerms {
  /** The spread at the expiry, in basis points of the payout. */
  spreadBaseBps: number;
  /** Added to the spread in proportion to the share of the countdown still to run, in basis points. */
  spreadSlopeBps: number;
  /** The window of ticks the variance is measured over, in seconds, ending with the tick priced on. */
  volatilityWindowSec: number;
  /** No sale in this many seconds after the entry… */
  openSec: number;
  /** …nor in this many before the expiry, where the model's price is least sure. */
  cutoffSec: number;
}

export interface SellPriceInput {
  direction: Direction;
  /** What the order pays if it wins, in cents (stake × (1 + rate), S4). */
  payout: number;
  /** Stake in cents: what a certain draw is worth. */
  amount: number;
  entryPrice: number;
  /** The countdown's length in seconds. */
  durationSec: number;
  /** Expiry, epoch ms. */
  expiryTs: number;
  /** The tick the price is computed on: the latest published. */
  tick: RecordedTick;
  /**
   * Ticks in publishing order whose times fall in the window (tick.t − window, tick.t], the
   * priced tick last; the one just before the window too, when known, so the window's first move
   * counts.
   */
  windowTicks: readonly RecordedTick[];
  terms: EarlyCloseTerms;
}

export interface SellQuote {
  /** What the order sells for now, in cents: 0 ≤ price ≤ payout. */
  price: number;
  /** The model's value in cents before the spread. */
  fair: number;
  /** The spread taken off, in cents. */
  spread: number;
  /** The probability of a win, in millionths, as the price used it. */
  winMicros: number;
  /** The measured variance of the price per second. */
  variancePerSec: number;
  /** Time to expiry in ms, from the priced tick. */
  timeLeftMs: number;
}

/**
 * The variance of the price per second over the window: the sum of the squares of the moves
 * between consecutive ticks that end inside (end − window, end], divided by the window's length.
 */
export function variancePerSecond(ticks: readonly RecordedTick[], endTs: number, windowSec: number): number {
  const startTs = endTs - windowSec * 1000;
  let sum = 0;
  for (let index = 1; index < ticks.length; index += 1) {
    const tick = ticks[index]!;
    if (tick.t <= startTs || tick.t > endTs) continue;
    const move = tick.p - ticks[index - 1]!.p;
    sum += move * move;
  }
  return sum / windowSec;
}

/**
 * Of `ticks` in publishing order (a download of the archive, say), those E1 measures the variance
 * on for a price on the tick at `tickTs`: the window's (tickTs − window, tickTs], and the last one
 * at or before its start, whose move into the window counts.
 */
export function windowTicksOf(
  ticks: readonly RecordedTick[],
  tickTs: number,
  windowSec: number,
): RecordedTick[] {
  const windowStart = tickTs - windowSec * 1000;
  const upToTick = ticks.filter((tick) => tick.t <= tickTs);
  const before = upToTick.filter((tick) => tick.t <= windowStart).at(-1);
  const inside = upToTick.filter((tick) => tick.t > windowStart);
  return [...(before ? [before] : []), ...inside].map(({ p, t }) => ({ p, t }));
}

/**
 * The standard normal distribution function Φ, by Abramowitz and Stegun's formula 26.2.17
 * (absolute error under 7.5 × 10⁻⁸), so that anyone can recompute it to the millionth the price
 * uses, in any language.
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.2316419 * z);
  const poly =
    t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const upper = (Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI)) * poly;
  return x >= 0 ? 1 - upper : upper;
}

/**
 * The chance of a win in millionths (E1): Φ of the distance the price stands beyond the entry, in
 * the order's direction, in standard deviations of the move still to come. With no movement to
 * come it is certain: a win beyond the entry, a loss behind it; at the entry the order is a draw,
 * worth its stake, which the caller prices apart.
 */
export function winMicros(
  direction: Direction,
  entryPrice: number,
  price: number,
  variance: number,
  timeLeftSec: number,
): number {
  const beyond = direction === 'up' ? price - entryPrice : entryPrice - price;
  const spread = Math.sqrt(variance * timeLeftSec);
  if (spread === 0) return beyond > 0 ? 1_000_000 : 0;
  return Math.round(normalCdf(beyond / spread) * 1_000_000);
}

/** E1–E3: the sell price of an open order on `input.tick`. */
export function sellPrice(input: SellPriceInput): SellQuote {
  const { terms, tick } = input;
  const timeLeftMs = Math.max(0, input.expiryTs - tick.t);
  const timeLeftSec = timeLeftMs / 1000;
  const variance = variancePerSecond(input.windowTicks, tick.t, terms.volatilityWindowSec);
  const still = variance === 0 || timeLeftMs === 0;
  const micros = winMicros(input.direction, input.entryPrice, tick.p, variance, timeLeftSec);
  // E1: the value of the payout at that chance; a price at the entry with nothing to come is a draw.
  const fair =
    still && tick.p === input.entryPrice ? input.amount : Math.floor((input.payout * micros) / 1_000_000);
  // E2: the spread grows with the share of the countdown still to run.
  const shareLeft = Math.min(1, timeLeftMs / (input.durationSec * 1000));
  const spreadBps = terms.spreadBaseBps + terms.spreadSlopeBps * shareLeft;
  const spread = Math.ceil((input.payout * spreadBps) / 10_000);
  // E3: never below nothing, never above what a win would pay.
  const price = Math.min(input.payout, Math.max(0, fair - spread));
  return { price, fair, spread, winMicros: micros, variancePerSec: variance, timeLeftMs };
}
