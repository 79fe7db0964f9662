import { describe, expect, it } from 'vitest';
import { expandBar, TICKS_PER_BAR, type MinuteBar } from './expandBar';

function expectRespectsBar(bar: MinuteBar, spanMs = 60_000) {
  const ticks = expandBar(bar, spanMs);
  const prices = ticks.map((tick) => tick.price);
  expect(ticks[0]).toMatchObject({ offsetMs: 0, price: bar.open });
  expect(prices.at(-1)).toBe(bar.close);
  expect(prices).toContain(bar.high);
  expect(prices).toContain(bar.low);
  expect(Math.max(...prices)).toBe(bar.high);
  expect(Math.min(...prices)).toBe(bar.low);
  for (let index = 1; index < ticks.length; index++) {
    expect(ticks[index]!.offsetMs).toBeGreaterThan(ticks[index - 1]!.offsetMs);
  }
  expect(ticks.at(-1)!.offsetMs).toBeLessThan(spanMs);
  expect(ticks.reduce((sum, tick) => sum + tick.volume, 0)).toBeCloseTo(bar.volume, 9);
  return ticks;
}

describe('expandBar', () => {
  it('goes open → low → high → close on an up bar', () => {
    const bar = { open: 1.08012, high: 1.08061, low: 1.07987, close: 1.08044, volume: 1_250 };
    const prices = expectRespectsBar(bar).map((tick) => tick.price);
    expect(prices.indexOf(bar.low)).toBeLessThan(prices.indexOf(bar.high));
  });

  it('goes open → high → low → close on a down bar', () => {
    const bar = { open: 67_020.5, high: 67_044.1, low: 66_950.25, close: 66_980, volume: 3.742 };
    const prices = expectRespectsBar(bar).map((tick) => tick.price);
    expect(prices.indexOf(bar.high)).toBeLessThan(prices.indexOf(bar.low));
  });

  it('treats close = open as an up bar', () => {
    const bar = { open: 10, high: 11, low: 9, close: 10, volume: 7 };
    const prices = expectRespectsBar(bar).map((tick) => tick.price);
    expect(prices.indexOf(9)).toBeLessThan(prices.indexOf(11));
  });

  it('repeats the price of a flat bar (O = H = L = C) and still splits its volume', () => {
    const ticks = expectRespectsBar({ open: 2.5, high: 2.5, low: 2.5, close: 2.5, volume: 13 });
    expect(new Set(ticks.map((tick) => tick.price))).toEqual(new Set([2.5]));
    expect(ticks).toHaveLength(TICKS_PER_BAR);
  });

  it('handles bars whose open or close is an extreme', () => {
    expectRespectsBar({ open: 100, high: 105, low: 100, close: 105, volume: 1 });
    expectRespectsBar({ open: 105, high: 105, low: 100, close: 100, volume: 1 });
    expectRespectsBar({ open: 100, high: 105, low: 99, close: 105, volume: 0 });
  });

  it('keeps interpolated prices to the decimals of the bar and inside [low, high]', () => {
    const bar = { open: 1.08001, high: 1.08101, low: 1.07999, close: 1.08099, volume: 0 };
    for (const tick of expectRespectsBar(bar)) {
      expect(tick.price.toFixed(5)).toBe(String(tick.price).padEnd(7, '0'));
    }
  });

  it('splits volume in its own decimal units so the parts add up', () => {
    const ticks = expectRespectsBar({ open: 1, high: 2, low: 0.5, close: 1.5, volume: 0.007 });
    expect(ticks.map((tick) => tick.volume)).toEqual([
      0.001, 0.001, 0.001, 0.001, 0.001, 0.001, 0.001, 0, 0, 0, 0, 0,
    ]);
    const whole = expectRespectsBar({ open: 1, high: 2, low: 0.5, close: 1.5, volume: 100 });
    expect(whole.every((tick) => Number.isInteger(tick.volume))).toBe(true);
  });

  it('is deterministic', () => {
    const bar = { open: 3, high: 4, low: 2, close: 3.5, volume: 9 };
    expect(expandBar(bar)).toEqual(expandBar(bar));
  });

  it('fits a shorter span and refuses too few ticks to hold the four prices', () => {
    const ticks = expectRespectsBar({ open: 3, high: 4, low: 2, close: 3.5, volume: 9 }, 1_000);
    expect(ticks.at(-1)!.offsetMs).toBeLessThan(1_000);
    expect(() => expandBar({ open: 3, high: 4, low: 2, close: 3.5, volume: 9 }, 60_000, 3)).toThrow(
      RangeError,
    );
  });
});
