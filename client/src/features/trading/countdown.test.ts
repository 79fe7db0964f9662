import { describe, expect, it } from 'vitest';
import { durationParts, msLeft, remainingFraction, secondsLeft } from './countdown';

describe('countdown', () => {
  const order = { expiryTs: 100_000, durationSec: 5 };

  it('counts whole seconds up: 4.2 s left reads 5, the last instant reads 1, expiry reads 0', () => {
    expect(secondsLeft(order, 95_000)).toBe(5);
    expect(secondsLeft(order, 95_800)).toBe(5);
    expect(secondsLeft(order, 99_999)).toBe(1);
    expect(secondsLeft(order, 100_000)).toBe(0);
    expect(secondsLeft(order, 130_000)).toBe(0);
  });

  it('never reads more than the duration, even on a clock estimate running late', () => {
    expect(secondsLeft(order, 94_950)).toBe(5);
    expect(secondsLeft(order, 80_000)).toBe(5);
  });

  it('never goes below zero', () => {
    expect(msLeft(order.expiryTs, 101_000)).toBe(0);
  });

  it('runs on the server clock: a device 3 s behind still ends at the server expiry', () => {
    const deviceNow = 94_000;
    const offset = 3_000; // server − device
    expect(secondsLeft(order, deviceNow + offset)).toBe(3);
  });

  it('gives the share still to run, 1 at entry down to 0', () => {
    expect(remainingFraction(order, 95_000)).toBe(1);
    expect(remainingFraction(order, 97_500)).toBe(0.5);
    expect(remainingFraction(order, 100_500)).toBe(0);
    // Clamped when the device sees the order before its entry time.
    expect(remainingFraction(order, 94_000)).toBe(1);
  });

  it('names a duration in the unit it reads best in', () => {
    expect(durationParts(5)).toEqual({ count: 5, unit: 's' });
    expect(durationParts(90)).toEqual({ count: 90, unit: 's' });
    expect(durationParts(120)).toEqual({ count: 2, unit: 'm' });
    expect(durationParts(5400)).toEqual({ count: 90, unit: 'm' });
    expect(durationParts(7200)).toEqual({ count: 2, unit: 'h' });
  });
});
