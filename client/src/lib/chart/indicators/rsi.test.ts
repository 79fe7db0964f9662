import { describe, expect, it } from 'vitest';
import { emptyRsi, rsi, updateRsi } from './rsi';

// Wilder's 14-period example as tabulated by StockCharts ("RSI" in ChartSchool): closes from
// 14 Dec 2009 and the RSI values of the table, the first one on the 15th close.
const CLOSES = [
  44.3389, 44.0902, 44.1497, 43.6124, 44.3278, 44.8264, 45.0955, 45.4245, 45.8433, 46.0826, 45.8931, 46.0328,
  45.614, 46.282, 46.282, 46.0028, 46.0328, 46.4116, 46.2222, 45.6439,
];
const TABLE = [70.53, 66.32, 66.55, 69.41, 66.36, 57.97];

describe('rsi', () => {
  it('matches the textbook 14-period values', () => {
    const line = rsi(CLOSES, 14);
    expect(line.slice(0, 14)).toEqual(Array(14).fill(null));
    TABLE.forEach((expected, index) => expect(line[14 + index]).toBeCloseTo(expected, 2));
  });

  it('uses the plain mean first, then Wilder smoothing (hand-computed, period 2)', () => {
    // Changes +1, −1, +2. Index 2: gain 0.5, loss 0.5 → 50. Index 3: gain (0.5 + 2) / 2 = 1.25,
    // loss (0.5 + 0) / 2 = 0.25, RS 5 → 100 − 100 / 6.
    const line = rsi([1, 2, 1, 3], 2);
    expect(line[2]).toBe(50);
    expect(line[3]).toBeCloseTo(100 - 100 / 6, 12);
  });

  it('needs period + 1 prices', () => {
    expect(rsi([1, 2, 3], 3)).toEqual([null, null, null]);
    expect(rsi([1, 2, 3, 4], 3)[3]).toBe(100);
  });

  it('reads 50 on a flat series, 100 with no losses and 0 with no gains', () => {
    expect(rsi([5, 5, 5, 5], 2)).toEqual([null, null, 50, 50]);
    expect(rsi([1, 2, 3], 2)[2]).toBe(100);
    expect(rsi([3, 2, 1], 2)[2]).toBe(0);
  });

  it('recomputes one point on a tick and matches a full recompute', () => {
    const values = CLOSES.slice();
    const live = emptyRsi();
    updateRsi(live, values, 14, 0);
    values[values.length - 1] = 46.5;
    updateRsi(live, values, 14, values.length - 1);
    values.push(46.7);
    updateRsi(live, values, 14, values.length - 1);
    expect(live.value).toEqual(rsi(values, 14));
  });
});
