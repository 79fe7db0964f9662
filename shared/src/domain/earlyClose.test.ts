// E1–E3 of server/src/orders/SPEC.md against values worked out apart from the code: Φ from the
// printed tables of the standard normal distribution, and prices worked by hand from them.
import { describe, expect, it } from 'vitest';
import {
  normalCdf,
  sellPrice,
  variancePerSecond,
  windowTicksOf,
  winMicros,
  type SellPriceInput,
} from './earlyClose';
import type { RecordedTick } from './settlement';

/** Φ(x) to six places, as printed in the tables. */
const PRINTED_PHI: [number, number][] = [
  [0, 0.5],
  [0.5, 0.691462],
  [1, 0.841345],
  [1.5, 0.933193],
  [1.96, 0.975002],
  [2, 0.97725],
  [2.5, 0.99379],
  [3, 0.99865],
  [-0.5, 0.308538],
  [-1, 0.158655],
  [-2, 0.02275],
  [-3, 0.00135],
];

/** Ticks a second apart from `start`, each `step` from the last, up and down in turn. */
function zigzag(count: number, start: number, step: number, firstTs: number): RecordedTick[] {
  return Array.from({ length: count }, (_, index) => ({
    p: start + (index % 2) * step,
    t: firstTs + index * 1000,
  }));
}

const NOW = 1_800_000_000_000;
// 61 ticks over 60 s, each 0.5 from the last: 60 moves of 0.25 squared in a 60 s window → v = 0.25.
const WINDOW = zigzag(61, 100, 0.5, NOW - 60_000);
const TERMS = { spreadBaseBps: 100, spreadSlopeBps: 400, volatilityWindowSec: 60, openSec: 5, cutoffSec: 5 };

function input(overrides: Partial<SellPriceInput> = {}): SellPriceInput {
  return {
    direction: 'up',
    payout: 18_500,
    amount: 10_000,
    entryPrice: 100,
    durationSec: 60,
    expiryTs: NOW + 16_000,
    tick: { p: 101, t: NOW },
    windowTicks: WINDOW,
    terms: TERMS,
    ...overrides,
  };
}

describe('the early-close price', () => {
  it('E1: Φ agrees with the printed table to the millionth', () => {
    for (const [x, printed] of PRINTED_PHI) {
      expect(Math.abs(normalCdf(x) - printed), `Φ(${x})`).toBeLessThan(1e-6);
      expect(winMicros('up', 0, x, 1, 1)).toBe(Math.round(printed * 1_000_000));
    }
  });

  it('E1: the variance is the squared moves ending inside the window, per second of it', () => {
    expect(variancePerSecond(WINDOW, NOW, 60)).toBeCloseTo(0.25, 12);
    // A tick before the window starts the first move but is not one itself; moves after the end are out.
    const ticks = [
      { p: 10, t: NOW - 11_000 },
      { p: 12, t: NOW - 9_000 },
      { p: 11, t: NOW },
      { p: 50, t: NOW + 1 },
    ];
    expect(variancePerSecond(ticks, NOW, 10)).toBeCloseTo((4 + 1) / 10, 12);
  });

  it('E1–E3: prices a worked example up and down', () => {
    // √(0.25 × 16) = 2, d = (101 − 100) / 2 = 0.5: Φ = 0.691462; 18 500 × 0.691462 = 12 792.047.
    // Share left 16/60: spread 100 + 400 × 0.2667 = 206.67 bps of 18 500 = 382.33 → 383.
    expect(sellPrice(input())).toEqual({
      price: 12_792 - 383,
      fair: 12_792,
      spread: 383,
      winMicros: 691_462,
      variancePerSec: expect.closeTo(0.25, 12),
      timeLeftMs: 16_000,
    });
    // Down: d = −0.5, Φ = 0.308538; 18 500 × 0.308538 = 5 707.953.
    expect(sellPrice(input({ direction: 'down' }))).toMatchObject({
      fair: 5_707,
      spread: 383,
      price: 5_707 - 383,
    });
  });

  it('E2: the spread runs from base + slope at the entry down to base at the expiry', () => {
    const atEntry = sellPrice(input({ expiryTs: NOW + 60_000 }));
    expect(atEntry.spread).toBe(Math.ceil((18_500 * 500) / 10_000));
    const atExpiry = sellPrice(input({ expiryTs: NOW }));
    expect(atExpiry.spread).toBe(Math.ceil((18_500 * 100) / 10_000));
  });

  it('E3: never below 0 and never above the payout', () => {
    const hopeless = sellPrice(input({ tick: { p: 80, t: NOW } }));
    expect(hopeless).toMatchObject({ winMicros: 0, fair: 0, price: 0 });
    const certain = sellPrice(input({ tick: { p: 140, t: NOW } }));
    expect(certain.winMicros).toBe(1_000_000);
    expect(certain.fair).toBe(18_500);
    expect(certain.price).toBe(18_500 - certain.spread);
    for (const p of [90, 99.5, 100, 100.5, 101, 105, 120]) {
      for (const expiryTs of [NOW, NOW + 1, NOW + 5_000, NOW + 60_000]) {
        const { price } = sellPrice(input({ tick: { p, t: NOW }, expiryTs }));
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(18_500);
        expect(Number.isInteger(price)).toBe(true);
      }
    }
  });

  it('E1: with nothing moving, beyond the entry is a win, behind a loss, and at the entry a draw worth the stake', () => {
    const flat = [
      { p: 100, t: NOW - 30_000 },
      { p: 100, t: NOW },
    ];
    expect(sellPrice(input({ windowTicks: flat, tick: { p: 100.5, t: NOW } })).fair).toBe(18_500);
    expect(sellPrice(input({ windowTicks: flat, tick: { p: 99.5, t: NOW } })).fair).toBe(0);
    expect(sellPrice(input({ windowTicks: flat, tick: { p: 100, t: NOW } })).fair).toBe(10_000);
    // At the expiry, whatever moved before, the price is where the outcome stands.
    expect(sellPrice(input({ expiryTs: NOW, tick: { p: 100, t: NOW } })).fair).toBe(10_000);
  });

  it('E1: takes from a download the window’s ticks up to the priced one, and the last one before the window', () => {
    const download = [1_000, 2_000, 3_000, 3_000, 4_000, 5_000, 6_000].map((t, i) => ({ p: 100 + i, t }));
    // Priced at 5 s on a 2 s window: (3 s, 5 s], and the later of the two ticks at 3 s before it.
    expect(windowTicksOf(download, 5_000, 2)).toEqual([
      { p: 103, t: 3_000 },
      { p: 104, t: 4_000 },
      { p: 105, t: 5_000 },
    ]);
    expect(windowTicksOf(download, 500, 2)).toEqual([]);
  });
});
