// Bollinger Bands: the simple moving average of `period` points, and bands `multiplier` standard
// deviations above and below it. The deviation is the population one (divide by the period), as
// John Bollinger defines it.
import type { IndicatorLine } from './sma';

export interface BollingerBands {
  middle: IndicatorLine;
  upper: IndicatorLine;
  lower: IndicatorLine;
}

export const emptyBollinger = (): BollingerBands => ({ middle: [], upper: [], lower: [] });

/** Rewrites the bands from index `from` on. O(period) per point recomputed. */
export function updateBollinger(
  out: BollingerBands,
  values: readonly number[],
  period: number,
  multiplier: number,
  from: number,
): void {
  const n = values.length;
  for (const line of [out.middle, out.upper, out.lower]) line.length = Math.min(line.length, n);
  for (let i = Math.min(Math.max(0, from), out.middle.length); i < n; i++) {
    if (i < period - 1) {
      out.middle[i] = out.upper[i] = out.lower[i] = null;
      continue;
    }
    let sum = 0;
    for (let j = i - period + 1; j <= i; j++) sum += values[j]!;
    const mean = sum / period;
    let squares = 0;
    for (let j = i - period + 1; j <= i; j++) squares += (values[j]! - mean) ** 2;
    const deviation = Math.sqrt(squares / period);
    out.middle[i] = mean;
    out.upper[i] = mean + multiplier * deviation;
    out.lower[i] = mean - multiplier * deviation;
  }
}

/** Bollinger Bands of `values` (usually period 20, multiplier 2). */
export function bollinger(values: readonly number[], period = 20, multiplier = 2): BollingerBands {
  const out = emptyBollinger();
  updateBollinger(out, values, period, multiplier, 0);
  return out;
}
