import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SourceQuote } from '../feed/PriceSource';
import type { RecordedQuote } from './RecordedQuote';
import { ReplaySource, type ReplayOptions } from './ReplaySource';

const at = (...offsets: number[]): RecordedQuote[] =>
  offsets.map((offsetMs, index) => ({ offsetMs, price: 100 + index, volume: index }));

/** Runs a replay under fake timers, noting each emitted quote with the fake time it was emitted at. */
function start(quotes: RecordedQuote[], options: ReplayOptions, emitTakesMs = 0) {
  const emitted: { price: number; atMs: number }[] = [];
  const controller = new AbortController();
  const source = new ReplaySource(quotes, options);
  const startedAt = performance.now();
  const done = source.run(async (quote: SourceQuote) => {
    emitted.push({ price: quote.price, atMs: performance.now() - startedAt });
    if (emitTakesMs > 0) await new Promise((resolve) => setTimeout(resolve, emitTakesMs));
  }, controller.signal);
  return { emitted, controller, source, done };
}

describe('ReplaySource pacing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('emits in order at the recorded gaps at speed 1', async () => {
    const { emitted, done } = start(at(0, 1_000, 1_500, 4_000), { speed: 1, loop: false });
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(emitted).toEqual([
      { price: 100, atMs: 0 },
      { price: 101, atMs: 1_000 },
      { price: 102, atMs: 1_500 },
      { price: 103, atMs: 4_000 },
    ]);
  });

  it('divides the gaps by the speed', async () => {
    const { emitted, done } = start(at(0, 1_000, 1_500, 4_000), { speed: 100, loop: false });
    await vi.advanceTimersByTimeAsync(39);
    expect(emitted.map((quote) => quote.atMs)).toEqual([0, 10, 15]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(emitted.map((quote) => quote.atMs)).toEqual([0, 10, 15, 40]);
  });

  it('schedules from the start, so a slow emit is caught up instead of delaying everything after it', async () => {
    // Each emit takes 30 ms; waits counted from the previous quote would put them at 0, 130, 260, 390.
    const slow = start(at(0, 100, 200, 300), { speed: 1, loop: false }, 30);
    await vi.advanceTimersByTimeAsync(1_000);
    await slow.done;
    expect(slow.emitted.map((quote) => quote.atMs)).toEqual([0, 100, 200, 300]);

    // An emit slower than the gaps: the replay falls behind, then sends what is overdue at once.
    const slower = start(at(0, 100, 200, 1_000), { speed: 1, loop: false }, 250);
    await vi.advanceTimersByTimeAsync(2_000);
    await slower.done;
    expect(slower.emitted.map((quote) => quote.atMs)).toEqual([0, 250, 500, 1_000]);
  });

  it('loops with recording time still rising, counting passes', async () => {
    // Period: last offset 100 plus the average gap 100.
    const { emitted, controller, source, done } = start(at(0, 100), { speed: 1, loop: true });
    await vi.advanceTimersByTimeAsync(650);
    expect(emitted.map((quote) => [quote.price, quote.atMs])).toEqual([
      [100, 0],
      [101, 100],
      [100, 200],
      [101, 300],
      [100, 400],
      [101, 500],
      [100, 600],
    ]);
    expect(source.progress).toEqual({ sent: 7, total: 2, loops: 3 });
    controller.abort();
    await done;
  });

  it('takes the loop period it is given', async () => {
    const { emitted, controller, done } = start(at(0, 100), { speed: 10, loop: true, periodMs: 1_000 });
    await vi.advanceTimersByTimeAsync(250);
    expect(emitted.map((quote) => quote.atMs)).toEqual([0, 10, 100, 110, 200, 210]);
    controller.abort();
    await done;
  });

  it('stops at once when aborted during a wait', async () => {
    const { emitted, controller, done } = start(at(0, 60_000), { speed: 1, loop: false });
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await done;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(emitted).toHaveLength(1);
  });

  it('emits nothing when already aborted', async () => {
    const source = new ReplaySource(at(0, 10), { speed: 1, loop: false });
    const emit = vi.fn(async () => {});
    await source.run(emit, AbortSignal.abort());
    expect(emit).not.toHaveBeenCalled();
  });

  it('reports progress when the recording ends', async () => {
    const { source, done } = start(at(0, 10, 20), { speed: 1, loop: false });
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(source.progress).toEqual({ sent: 3, total: 3, loops: 1 });
  });

  it('sends batches of what is due in the same 50 ms, on time', async () => {
    const source = new ReplaySource(at(0, 100, 400, 600, 1_000, 1_500), { speed: 10, loop: false });
    const sent: { prices: number[]; atMs: number }[] = [];
    const startedAt = performance.now();
    const done = source.runBatches(async (quotes) => {
      sent.push({ prices: quotes.map((quote) => quote.price), atMs: performance.now() - startedAt });
    }, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(200);
    await done;
    expect(sent).toEqual([
      { prices: [100, 101, 102], atMs: 0 },
      { prices: [103, 104], atMs: 60 },
      { prices: [105], atMs: 150 },
    ]);
    expect(source.progress).toEqual({ sent: 6, total: 6, loops: 1 });
  });
});

describe('ReplaySource at speed max', () => {
  it('skips the waits, however long the gaps, and keeps the order', async () => {
    const source = new ReplaySource(at(0, 3_600_000, 86_400_000), { speed: 'max', loop: false });
    const prices: number[] = [];
    const startedAt = performance.now();
    await source.run(async (quote) => {
      prices.push(quote.price);
    }, new AbortController().signal);
    expect(prices).toEqual([100, 101, 102]);
    // Far below the day the gaps add up to, with room for a busy machine.
    expect(performance.now() - startedAt).toBeLessThan(5_000);
  });

  it('is paced by emit: the next quote waits for the previous to be published', async () => {
    const source = new ReplaySource(at(0, 1, 2), { speed: 'max', loop: false });
    let inFlight = 0;
    let most = 0;
    await source.run(async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
    }, new AbortController().signal);
    expect(most).toBe(1);
  });

  it('still hears an abort from a timer while looping with an instant emit', async () => {
    const source = new ReplaySource(at(0, 1, 2), { speed: 'max', loop: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await source.run(async () => {}, controller.signal);
    expect(source.progress.sent).toBeGreaterThan(3);
    expect(source.progress.loops).toBeGreaterThan(1);
  });
});

describe('ReplaySource options', () => {
  it('refuses a speed outside 1–1000', () => {
    for (const speed of [0, 0.5, 1_001, Number.NaN]) {
      expect(() => new ReplaySource(at(0), { speed, loop: false })).toThrow(RangeError);
    }
    expect(() => new ReplaySource(at(0), { speed: 1_000, loop: false })).not.toThrow();
  });

  it('has kind replay and ends at once on an empty recording', async () => {
    const source = new ReplaySource([], { speed: 1, loop: true });
    expect(source.kind).toBe('replay');
    await source.run(async () => {}, new AbortController().signal);
    expect(source.progress).toEqual({ sent: 0, total: 0, loops: 0 });
  });
});
