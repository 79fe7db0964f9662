import { describe, expect, it } from 'vitest';
import { bollinger, updateBollinger } from './bollinger';

describe('bollinger', () => {
  it('uses the population standard deviation of the window', () => {
    // Mean 2.5; deviations² 2.25, 0.25, 0.25, 2.25 → variance 1.25, σ = √1.25.
    const bands = bollinger([1, 2, 3, 4], 4, 2);
    const sigma = Math.sqrt(1.25);
    expect(bands.middle).toEqual([null, null, null, 2.5]);
    expect(bands.upper[3]).toBeCloseTo(2.5 + 2 * sigma, 12);
    expect(bands.lower[3]).toBeCloseTo(2.5 - 2 * sigma, 12);
  });

  it('collapses onto the mean on a flat series', () => {
    const bands = bollinger([5, 5, 5], 2, 2);
    expect(bands.middle).toEqual([null, 5, 5]);
    expect(bands.upper).toEqual([null, 5, 5]);
    expect(bands.lower).toEqual([null, 5, 5]);
  });

  it('is empty of values with too few points', () => {
    expect(bollinger([1, 2, 3], 20, 2).upper).toEqual([null, null, null]);
  });

  it('matches a full recompute after a tick on the last point', () => {
    const values = [3, 1, 4, 1, 5, 9, 2, 6];
    const live = bollinger(values, 3, 2);
    values[7] = 7;
    updateBollinger(live, values, 3, 2, 7);
    expect(live).toEqual(bollinger(values, 3, 2));
  });
});
