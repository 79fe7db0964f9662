// Relative Strength Index with Wilder's smoothing: the first average gain and loss are the plain
// means of the first `period` changes, then avg = (previous × (period − 1) + current) / period.
// RSI = 100 − 100 / (1 + avgGain / avgLoss). Defined from index `period` (it needs `period`
// changes, so period + 1 prices). Edge cases: no losses gives 100; neither gains nor losses (a
// flat market) gives 50, the neutral reading, rather than a misleading 0 or 100.
import type { IndicatorLine } from './sma';

export interface RsiState {
  /** The RSI line. */
  value: IndicatorLine;
  /** Wilder-smoothed average gain and loss per point, kept so a tick recomputes one point. */
  avgGain: IndicatorLine;
  avgLoss: IndicatorLine;
}

export const emptyRsi = (): RsiState => ({ value: [], avgGain: [], avgLoss: [] });

/** Rewrites the RSI from index `from` on. O(1) per point after the first window. */
export function updateRsi(out: RsiState, values: readonly number[], period: number, from: number): void {
  const n = values.length;
  for (const line of [out.value, out.avgGain, out.avgLoss]) line.length = Math.min(line.length, n);
  for (let i = Math.min(Math.max(0, from), out.value.length); i < n; i++) {
    if (i < period) {
      out.value[i] = out.avgGain[i] = out.avgLoss[i] = null;
      continue;
    }
    let gain: number;
    let loss: number;
    if (i === period) {
      gain = 0;
      loss = 0;
      for (let j = 1; j <= period; j++) {
        const change = values[j]! - values[j - 1]!;
        if (change > 0) gain += change;
        else loss -= change;
      }
      gain /= period;
      loss /= period;
    } else {
      const change = values[i]! - values[i - 1]!;
      gain = (out.avgGain[i - 1]! * (period - 1) + Math.max(change, 0)) / period;
      loss = (out.avgLoss[i - 1]! * (period - 1) + Math.max(-change, 0)) / period;
    }
    out.avgGain[i] = gain;
    out.avgLoss[i] = loss;
    out.value[i] = rsiOf(gain, loss);
  }
}

function rsiOf(avgGain: number, avgLoss: number): number {
  if (avgLoss === 0) return avgGain === 0 ? 50 : 100;
  return 100 - 100 / (1 + avgGain / avgLoss);
}

/** The `period`-point RSI of `values` (usually 14). */
export function rsi(values: readonly number[], period = 14): IndicatorLine {
  const out = emptyRsi();
  updateRsi(out, values, period, 0);
  return out.value;
}
