// A 1-minute bar says where the price went but not how. The replay plays it as a few ticks that
// pass through every corner of the bar, so the candles the server builds from them match the
// recorded ones exactly.
import type { RecordedQuote } from './RecordedQuote';

const MINUTE_MS = 60_000;
/** One tick every 5 s of the minute: enough for a live chart to show the bar's shape. */
export const TICKS_PER_BAR = 12;
/** Decimals kept in interpolated prices and split volumes when the bar itself has more (float noise). */
const MAX_DECIMALS = 10;

/** A recorded bar: prices, and the quantity traded during it. */
export interface MinuteBar {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * Ticks for one bar, offsets in ms from its open: the open at 0, the close last, the low and the
 * high exactly on the way (the low first on an up bar), straight steps in between, the bar's
 * volume split over the ticks. Offsets stay below `spanMs` and rise strictly when `spanMs >= count`.
 */
export function expandBar(bar: MinuteBar, spanMs = MINUTE_MS, count = TICKS_PER_BAR): RecordedQuote[] {
  if (!Number.isInteger(count) || count < 4) throw new RangeError('A bar needs at least 4 ticks');
  const { open, high, low, close } = bar;
  const corners = close >= open ? [open, low, high, close] : [open, high, low, close];
  const legs = [0, 1, 2].map((leg) => Math.abs(corners[leg + 1]! - corners[leg]!));
  const steps = allocateSteps(legs, count - 1);
  const decimals = Math.max(...corners.map(decimalsOf));

  const prices = [open];
  steps.forEach((legSteps, leg) => {
    const from = corners[leg]!;
    const to = corners[leg + 1]!;
    for (let step = 1; step <= legSteps; step++) {
      // The corner itself is copied, not computed, so the high and low come out exact.
      const price = step === legSteps ? to : roundTo(from + ((to - from) * step) / legSteps, decimals);
      prices.push(Math.min(high, Math.max(low, price)));
    }
  });

  const volumes = splitVolume(bar.volume, count);
  return prices.map((price, index) => ({
    offsetMs: Math.floor((index * spanMs) / count),
    price,
    volume: volumes[index]!,
  }));
}

/**
 * Shares `total` steps between the three legs of the path in proportion to their length, at least
 * one for each leg that moves, so every corner gets its own tick. A flat bar repeats its price.
 */
function allocateSteps(legs: number[], total: number): number[] {
  const length = legs.reduce((sum, leg) => sum + leg, 0);
  if (length === 0) return [0, 0, total];
  const moving = legs.filter((leg) => leg > 0).length;
  const spare = total - moving;
  const shares = legs.map((leg) => (leg > 0 ? (spare * leg) / length : 0));
  const steps = legs.map((leg, index) => (leg > 0 ? 1 + Math.floor(shares[index]!) : 0));
  // Largest remainders take the steps the floors left over; ties go to the earlier leg.
  let left = total - steps.reduce((sum, s) => sum + s, 0);
  const byRemainder = [0, 1, 2]
    .filter((index) => legs[index]! > 0)
    .sort((a, b) => shares[b]! - Math.floor(shares[b]!) - (shares[a]! - Math.floor(shares[a]!)));
  for (const index of byRemainder) {
    if (left === 0) break;
    steps[index]!++;
    left--;
  }
  return steps;
}

/** Splits a volume into `count` near-equal parts in the volume's own decimal units, so they add up to it. */
function splitVolume(volume: number, count: number): number[] {
  const decimals = Math.min(decimalsOf(volume), 8);
  const scale = 10 ** decimals;
  const units = Math.round(volume * scale);
  const base = Math.floor(units / count);
  const extra = units - base * count;
  return Array.from({ length: count }, (_, index) => (base + (index < extra ? 1 : 0)) / scale);
}

/** How many decimals a number is written with (1.08123 → 5), capped where float noise starts. */
function decimalsOf(value: number): number {
  for (let decimals = 0; decimals < MAX_DECIMALS; decimals++) {
    if (Number(value.toFixed(decimals)) === value) return decimals;
  }
  return MAX_DECIMALS;
}

function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}
