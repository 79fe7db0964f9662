import { describe, expect, it, vi } from 'vitest';
import { SimulatorSource, createWalk, seedFrom } from './SimulatorSource';
import type { SourceQuote } from './PriceSource';

const options = {
  seed: seedFrom('tempo:BTCUSDT'),
  startPrice: 67_250,
  volatility: 0.55,
  tickVolume: 0.02,
  precision: 2,
};

describe('price simulator', () => {
  it('is reproducible: the same seed walks the same path', () => {
    const a = createWalk(options);
    const b = createWalk(options);
    const first = Array.from({ length: 500 }, () => a());
    expect(Array.from({ length: 500 }, () => b())).toEqual(first);
    const other = createWalk({ ...options, seed: seedFrom('tempo:ETHUSDT') });
    expect(other().price).not.toBe(first[0]!.price);
  });

  it('ticks 4 to 5 times a second with prices at the product precision and positive volumes', () => {
    const walk = createWalk(options);
    const steps = Array.from({ length: 2_000 }, () => walk());
    const seconds = steps.reduce((sum, step) => sum + step.gapMs, 0) / 1000;
    expect(steps.length / seconds).toBeGreaterThanOrEqual(4);
    expect(steps.length / seconds).toBeLessThanOrEqual(5);
    for (const step of steps) {
      expect(Math.round(step.price * 100) / 100).toBe(step.price);
      expect(step.volume).toBeGreaterThan(0);
    }
  });

  it('moves like the product: about σ·√t over an hour, never wildly', () => {
    const walk = createWalk(options);
    let last = options.startPrice;
    for (let elapsed = 0; elapsed < 3_600_000;) {
      const step = walk();
      elapsed += step.gapMs;
      last = step.price;
    }
    const hourlySigma = options.volatility * Math.sqrt(1 / (365 * 24));
    expect(Math.abs(Math.log(last / options.startPrice))).toBeLessThan(5 * hourlySigma);
  });

  it('publishes nothing while the market is closed', async () => {
    const wait = { timeout: 10_000, interval: 5 };
    const quotes: SourceQuote[] = [];
    // Each step asks whether the market is open before it would publish: five asked, five skipped.
    let asked = 0;
    const stop = new AbortController();
    const closed = new SimulatorSource({
      ...options,
      intervalMs: [1, 2],
      isOpen: () => {
        asked++;
        return false;
      },
    });
    const closedRun = closed.run(async (quote) => void quotes.push(quote), stop.signal);
    try {
      await vi.waitUntil(() => asked >= 5, wait);
    } finally {
      stop.abort();
      await closedRun;
    }
    expect(quotes).toEqual([]);

    const openStop = new AbortController();
    const open = new SimulatorSource({ ...options, intervalMs: [1, 2], isOpen: () => true });
    const openRun = open.run(async (quote) => void quotes.push(quote), openStop.signal);
    try {
      await vi.waitUntil(() => quotes.length > 5, wait);
    } finally {
      openStop.abort();
      await openRun;
    }
  });
});
