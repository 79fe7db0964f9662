// Where an open order goes on a bar chart: pure arithmetic on the chart's time scale, kept apart
// from lightweight-charts so it can be tested without a canvas. The chart's time scale counts
// bars, each drawn centred on its open time (UTC seconds); an instant inside a bar lies that far
// towards the next one.
import type { Direction } from '@tempo/shared';

/** An open order as the chart draws it; prices and times are the server's (epoch ms). */
export interface ChartOrder {
  id: number;
  direction: Direction;
  entryPrice: number;
  entryTs: number;
  expiryTs: number;
  /** The price line's title, e.g. "▲ Up $10.00". */
  title: string;
  /** The expiry as the time axis labels it, e.g. "12:00:30". */
  expiryLabel: string;
}

/** The open time, in UTC seconds, of the bar of `intervalMs` that holds the instant `ts` (epoch ms). */
export function barTimeOf(ts: number, intervalMs: number): number {
  return (Math.floor(ts / intervalMs) * intervalMs) / 1000;
}

/**
 * The logical position (bar index, fractional) of the instant `seconds` (UTC) on bars opening at
 * `times` (ascending UTC seconds), each `intervalSec` long: inside a bar, its index plus the share
 * of the bar gone by; past the newest bar, counted on in whole intervals (the space to the right
 * of the last bar); in a gap between bars (a closed market), at the next bar. Null before the
 * first bar or with no bars.
 */
export function logicalOfInstant(
  times: readonly number[],
  intervalSec: number,
  seconds: number,
): number | null {
  const last = times.length - 1;
  if (last < 0 || seconds < times[0]!) return null;
  // The newest bar opening at or before the instant.
  let low = 0;
  let high = last;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (times[middle]! <= seconds) low = middle;
    else high = middle - 1;
  }
  const share = (seconds - times[low]!) / intervalSec;
  return low === last ? low + share : low + Math.min(share, 1);
}

/** The lowest and highest entry price of the orders, for the price scale to keep in view; null for none. */
export function entryPriceRange(orders: readonly Pick<ChartOrder, 'entryPrice'>[]) {
  if (orders.length === 0) return null;
  let minValue = Infinity;
  let maxValue = -Infinity;
  for (const { entryPrice } of orders) {
    minValue = Math.min(minValue, entryPrice);
    maxValue = Math.max(maxValue, entryPrice);
  }
  return { minValue, maxValue };
}

/** One expiry label per distinct expiry instant, the earliest order's direction colouring it, in time order. */
export function distinctExpiries(orders: readonly ChartOrder[]): ChartOrder[] {
  const byExpiry = new Map<number, ChartOrder>();
  for (const order of [...orders].sort((a, b) => a.expiryTs - b.expiryTs || a.id - b.id)) {
    if (!byExpiry.has(order.expiryTs)) byExpiry.set(order.expiryTs, order);
  }
  return [...byExpiry.values()];
}
