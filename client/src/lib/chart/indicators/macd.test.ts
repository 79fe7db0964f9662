import { describe, expect, it } from 'vitest';
import { macd, updateMacd } from './macd';

const SMALL = { fast: 2, slow: 3, signal: 2 };

describe('macd', () => {
  it('matches hand-computed values (fast 2, slow 3, signal 2)', () => {
    // fast EMA: 2, 2, 14/3, 38/9, 182/27 from index 1; slow EMA: 2, 4, 4, 6 from index 2.
    // MACD: 0, 2/3, 2/9, 20/27; signal seeds at index 3 with (0 + 2/3) / 2 = 1/3, then 7/27, 47/81.
    const out = macd([1, 3, 2, 6, 4, 8], SMALL);
    expect(out.macd.slice(0, 2)).toEqual([null, null]);
    expect(out.macd[2]).toBeCloseTo(0, 12);
    expect(out.macd[3]).toBeCloseTo(2 / 3, 12);
    expect(out.macd[4]).toBeCloseTo(2 / 9, 12);
    expect(out.macd[5]).toBeCloseTo(20 / 27, 12);
    expect(out.signal.slice(0, 3)).toEqual([null, null, null]);
    expect(out.signal[3]).toBeCloseTo(1 / 3, 12);
    expect(out.signal[4]).toBeCloseTo(7 / 27, 12);
    expect(out.signal[5]).toBeCloseTo(47 / 81, 12);
    expect(out.histogram[3]).toBeCloseTo(1 / 3, 12);
    expect(out.histogram[4]).toBeCloseTo(-1 / 27, 12);
    expect(out.histogram[5]).toBeCloseTo(13 / 81, 12);
  });

  it('needs slow + signal − 1 points for a signal with the usual 12, 26, 9', () => {
    const values = Array.from({ length: 34 }, (_, i) => 100 + Math.sin(i));
    const out = macd(values);
    expect(out.macd.findIndex((v) => v !== null)).toBe(25);
    expect(out.signal.findIndex((v) => v !== null)).toBe(33);
    expect(macd(values.slice(0, 25)).macd.every((v) => v === null)).toBe(true);
  });

  it('is zero everywhere on a flat series', () => {
    const out = macd(Array(40).fill(10));
    expect(out.macd[39]).toBe(0);
    expect(out.signal[39]).toBe(0);
    expect(out.histogram[39]).toBe(0);
  });

  it('recomputes the tail on a tick and matches a full recompute', () => {
    const values = Array.from({ length: 60 }, (_, i) => 50 + Math.cos(i / 3) * 4 + i / 10);
    const live = macd(values);
    values[59] = 57;
    updateMacd(live, values, { fast: 12, slow: 26, signal: 9 }, 59);
    values.push(58);
    updateMacd(live, values, { fast: 12, slow: 26, signal: 9 }, 60);
    expect(live).toEqual(macd(values));
  });
});
