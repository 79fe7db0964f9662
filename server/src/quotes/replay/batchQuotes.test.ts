import { describe, expect, it } from 'vitest';
import { batchQuotes, MAX_BATCH_QUOTES, type QuoteBatch } from './batchQuotes';
import type { RecordedQuote } from './RecordedQuote';
import { replayTimeline } from './replayTimeline';

const at = (...offsets: number[]): RecordedQuote[] =>
  offsets.map((offsetMs, index) => ({ offsetMs, price: 100 + index, volume: 1 }));

const offsetsOf = (batches: QuoteBatch[]) => batches.map((batch) => batch.steps.map((step) => step.atMs));

describe('batchQuotes', () => {
  it('groups the quotes due within 50 ms of wall time of the first in the batch', () => {
    // At speed 10 these are due at 0, 10, 40, 60, 100 and 150 ms.
    const timeline = replayTimeline(at(0, 100, 400, 600, 1_000, 1_500), { loop: false });
    const batches = [...batchQuotes(timeline, { speed: 10 })];
    expect(offsetsOf(batches)).toEqual([[0, 100, 400], [600, 1_000], [1_500]]);
    expect(batches.map((batch) => batch.atMs)).toEqual([0, 600, 1_500]);
  });

  it('starts a new batch exactly one window after the first quote', () => {
    const batches = [...batchQuotes(replayTimeline(at(0, 49, 50), { loop: false }), { speed: 1 })];
    expect(offsetsOf(batches)).toEqual([[0, 49], [50]]);
  });

  it('sends quotes one by one at real speed when they are further apart than the window', () => {
    const batches = [...batchQuotes(replayTimeline(at(0, 250, 500), { loop: false }), { speed: 1 })];
    expect(offsetsOf(batches)).toEqual([[0], [250], [500]]);
  });

  it('caps a batch at maxQuotes even when more are due', () => {
    const quotes = at(...Array.from({ length: 450 }, (_, index) => index));
    const batches = [...batchQuotes(replayTimeline(quotes, { loop: false }), { speed: 1_000 })];
    expect(batches.map((batch) => batch.steps.length)).toEqual([MAX_BATCH_QUOTES, MAX_BATCH_QUOTES, 50]);
  });

  it('at speed max fills every batch, whatever the gaps', () => {
    const quotes = at(0, 3_600_000, 7_200_000, 7_200_001, 9_000_000);
    const batches = [...batchQuotes(replayTimeline(quotes, { loop: false }), { speed: 'max', maxQuotes: 2 })];
    expect(batches.map((batch) => batch.steps.length)).toEqual([2, 2, 1]);
  });

  it('keeps every quote once and in order', () => {
    const quotes = at(...Array.from({ length: 300 }, (_, index) => index * 7));
    const batches = [...batchQuotes(replayTimeline(quotes, { loop: false }), { speed: 13 })];
    expect(batches.flatMap((batch) => batch.steps.map((step) => step.quote))).toEqual(quotes);
  });

  it('batches across a loop lazily, without running the endless timeline dry', () => {
    const batches: QuoteBatch[] = [];
    for (const batch of batchQuotes(replayTimeline(at(0, 10, 20), { loop: true }), { speed: 1 })) {
      batches.push(batch);
      if (batches.length === 3) break;
    }
    // Period 30 ms: each batch holds the quotes of the next 50 ms.
    expect(offsetsOf(batches)).toEqual([
      [0, 10, 20, 30, 40],
      [50, 60, 70, 80, 90],
      [100, 110, 120, 130, 140],
    ]);
  });
});
