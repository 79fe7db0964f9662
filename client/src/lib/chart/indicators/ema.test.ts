import { describe, expect, it } from 'vitest';
import { ema, updateEma } from './ema';

describe('ema', () => {
  it('seeds with the simple mean of the first window, then smooths with k = 2 / (period + 1)', () => {
    // k = 0.5: seed (1 + 2 + 3) / 3 = 2, then 0.5 × 4 + 0.5 × 2 = 3, then 0.5 × 5 + 0.5 × 3 = 4.
    expect(ema([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    // k = 2 / 3: seed (10 + 20) / 2 = 15, then 40 × 2/3 + 15 / 3 = 31.67.
    const out = ema([10, 20, 40], 2);
    expect(out[0]).toBeNull();
    expect(out[1]).toBe(15);
    expect(out[2]).toBeCloseTo(95 / 3, 12);
  });

  it('gives only nulls with too few points', () => {
    expect(ema([1, 2], 5)).toEqual([null, null]);
  });

  it('stays flat on a flat series', () => {
    expect(ema([4, 4, 4, 4, 4], 3)).toEqual([null, null, 4, 4, 4]);
  });

  it('starts after leading nulls (the MACD signal line)', () => {
    expect(ema([null, null, 2, 4, 6], 2)).toEqual([null, null, null, 3, 5]);
  });

  it('updates the last point from the one before it', () => {
    const values = [1, 2, 3, 4];
    const out = ema(values, 3);
    values[3] = 8;
    updateEma(out, values, 3, 3);
    expect(out).toEqual([null, null, 2, 5]);
  });
});
