// Simple moving average. Like every indicator here it is written as "recompute from index `from`":
// a full recompute starts at 0, a live tick recomputes only the last point, a replaced bar
// recomputes from that bar on. Points before the first full window are null.

/** A computed line: one value per input point, null where the indicator is not defined yet. */
export type IndicatorLine = (number | null)[];

/**
 * Rewrites `out[from..]` with the `period`-point simple moving average of `values` and trims
 * `out` to the length of `values`. Cost: O(period + points recomputed).
 */
export function updateSma(out: IndicatorLine, values: readonly number[], period: number, from: number): void {
  const n = values.length;
  out.length = Math.min(out.length, n);
  const start = Math.min(Math.max(0, from), out.length);
  let sum = 0;
  // The window ending just before `start` (or as much of it as exists).
  for (let k = Math.max(0, start - period); k < start; k++) sum += values[k]!;
  for (let i = start; i < n; i++) {
    sum += values[i]!;
    if (i >= period) sum -= values[i - period]!;
    out[i] = i >= period - 1 ? sum / period : null;
  }
}

/** The `period`-point simple moving average of `values`. */
export function sma(values: readonly number[], period: number): IndicatorLine {
  const out: IndicatorLine = [];
  updateSma(out, values, period, 0);
  return out;
}
