// MACD: the fast EMA minus the slow EMA (the MACD line), an EMA of that line (the signal line),
// and their difference (the histogram). The usual parameters are 12, 26 and 9; the MACD line is
// defined once the slow EMA is, and the signal line `signal` points later.
import { updateEma } from './ema';
import type { IndicatorLine } from './sma';

export interface MacdParams {
  fast: number;
  slow: number;
  signal: number;
}

export const DEFAULT_MACD: MacdParams = { fast: 12, slow: 26, signal: 9 };

export interface MacdState {
  fastEma: IndicatorLine;
  slowEma: IndicatorLine;
  macd: IndicatorLine;
  signal: IndicatorLine;
  histogram: IndicatorLine;
}

export const emptyMacd = (): MacdState => ({ fastEma: [], slowEma: [], macd: [], signal: [], histogram: [] });

/** Rewrites the MACD lines from index `from` on. O(1) per point once the EMAs are seeded. */
export function updateMacd(
  out: MacdState,
  values: readonly number[],
  params: MacdParams,
  from: number,
): void {
  const n = values.length;
  const start = Math.min(Math.max(0, from), out.histogram.length);
  updateEma(out.fastEma, values, params.fast, start);
  updateEma(out.slowEma, values, params.slow, start);
  out.macd.length = Math.min(out.macd.length, n);
  for (let i = start; i < n; i++) {
    const fast = out.fastEma[i] ?? null;
    const slow = out.slowEma[i] ?? null;
    out.macd[i] = fast !== null && slow !== null ? fast - slow : null;
  }
  updateEma(out.signal, out.macd, params.signal, start);
  out.histogram.length = Math.min(out.histogram.length, n);
  for (let i = start; i < n; i++) {
    const line = out.macd[i] ?? null;
    const signal = out.signal[i] ?? null;
    out.histogram[i] = line !== null && signal !== null ? line - signal : null;
  }
}

/** MACD of `values` with the given (default 12, 26, 9) parameters. */
export function macd(values: readonly number[], params: MacdParams = DEFAULT_MACD): MacdState {
  const out = emptyMacd();
  updateMacd(out, values, params, 0);
  return out;
}
