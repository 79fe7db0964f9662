// Exponential moving average, seeded with the simple average of the first full window (the
// textbook start), then value × k + previous × (1 − k) with k = 2 / (period + 1). Input may
// start with nulls (the MACD signal line is an EMA of a line that starts late).
import type { IndicatorLine } from './sma';

/** Rewrites `out[from..]` with the EMA of `values` and trims it to their length. O(points recomputed). */
export function updateEma(
  out: IndicatorLine,
  values: readonly (number | null)[],
  period: number,
  from: number,
): void {
  const n = values.length;
  out.length = Math.min(out.length, n);
  const k = 2 / (period + 1);
  for (let i = Math.min(Math.max(0, from), out.length); i < n; i++) {
    const value = values[i] ?? null;
    const previous = i > 0 ? (out[i - 1] ?? null) : null;
    if (value === null) out[i] = null;
    else if (previous !== null) out[i] = value * k + previous * (1 - k);
    else out[i] = seed(values, period, i);
  }
}

/** The simple average of the window ending at `i`, or null when the window is not full of values. */
function seed(values: readonly (number | null)[], period: number, i: number): number | null {
  if (i < period - 1) return null;
  let sum = 0;
  for (let j = i - period + 1; j <= i; j++) {
    const value = values[j] ?? null;
    if (value === null) return null;
    sum += value;
  }
  return sum / period;
}

/** The `period`-point exponential moving average of `values`. */
export function ema(values: readonly (number | null)[], period: number): IndicatorLine {
  const out: IndicatorLine = [];
  updateEma(out, values, period, 0);
  return out;
}
