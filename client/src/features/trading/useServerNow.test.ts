import { describe, expect, it } from 'vitest';
import { nextSecondBoundary } from './useServerNow';

describe('nextSecondBoundary', () => {
  it('is the next instant a countdown shows another whole second, the expiry itself last', () => {
    expect(nextSecondBoundary([10_000], 7_300)).toBe(8_000);
    expect(nextSecondBoundary([10_000], 9_999)).toBe(10_000);
    expect(nextSecondBoundary([10_000], 9_000)).toBe(10_000);
    expect(nextSecondBoundary([10_250], 7_300)).toBe(7_250 + 1_000);
  });

  it('takes the soonest among several countdowns, and none once all have ended', () => {
    expect(nextSecondBoundary([10_000, 5_600], 5_100)).toBe(5_600);
    expect(nextSecondBoundary([10_000, 5_600], 5_700)).toBe(6_000);
    expect(nextSecondBoundary([10_000], 10_000)).toBeNull();
    expect(nextSecondBoundary([], 1)).toBeNull();
  });
});
