import { describe, expect, it } from 'vitest';
import { sma, updateSma } from './sma';

describe('sma', () => {
  it('is null until a full window, then the window mean', () => {
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
  });

  it('gives nothing but nulls with fewer points than the period', () => {
    expect(sma([1, 2], 3)).toEqual([null, null]);
    expect(sma([], 3)).toEqual([]);
  });

  it('is the value itself on a flat series and with period 1', () => {
    expect(sma([7, 7, 7, 7], 2)).toEqual([null, 7, 7, 7]);
    expect(sma([3, 1, 4], 1)).toEqual([3, 1, 4]);
  });

  it('recomputes only the tail: a changed last value and an appended one', () => {
    const values = [1, 2, 3, 4, 5];
    const out = sma(values, 3);
    values[4] = 8;
    updateSma(out, values, 3, 4);
    expect(out).toEqual([null, null, 2, 3, 5]);
    values.push(11);
    updateSma(out, values, 3, 5);
    expect(out).toEqual([null, null, 2, 3, 5, 23 / 3]);
  });

  it('never skips points when asked to start beyond what it has computed', () => {
    const out: (number | null)[] = [];
    updateSma(out, [2, 4, 6], 2, 2);
    expect(out).toEqual([null, 3, 5]);
  });
});
