import { describe, expect, it } from 'vitest';
import { loopPeriodMs, replayTimeline } from './replayTimeline';

const quotes = [0, 100, 300].map((offsetMs, index) => ({ offsetMs, price: 10 + index, volume: 1 }));

function take<T>(items: Iterable<T>, count: number): T[] {
  const taken: T[] = [];
  for (const item of items) {
    if (taken.length === count) break;
    taken.push(item);
  }
  return taken;
}

describe('replayTimeline', () => {
  it('plays the recording once without loop', () => {
    const steps = [...replayTimeline(quotes, { loop: false })];
    expect(steps.map((step) => [step.atMs, step.pass, step.index])).toEqual([
      [0, 0, 0],
      [100, 0, 1],
      [300, 0, 2],
    ]);
  });

  it('repeats forever with a loop, recording time still rising', () => {
    const steps = take(replayTimeline(quotes, { loop: true }), 7);
    // Period: last offset 300 plus the average gap 150.
    expect(steps.map((step) => step.atMs)).toEqual([0, 100, 300, 450, 550, 750, 900]);
    expect(steps.map((step) => step.pass)).toEqual([0, 0, 0, 1, 1, 1, 2]);
  });

  it('takes a given period, but never one that would overlap the previous pass', () => {
    expect(take(replayTimeline(quotes, { loop: true, periodMs: 1_000 }), 4).at(-1)!.atMs).toBe(1_000);
    expect(take(replayTimeline(quotes, { loop: true, periodMs: 10 }), 4).at(-1)!.atMs).toBe(301);
  });

  it('yields nothing for an empty recording, even with a loop', () => {
    expect([...replayTimeline([], { loop: true })]).toEqual([]);
  });

  it('gives a single quote a one-second period', () => {
    expect(loopPeriodMs([{ offsetMs: 0, price: 1, volume: 0 }])).toBe(1_000);
  });
});
