import { describe, expect, it } from 'vitest';
import { CHECK_INTERVAL_MS, createGapDetector } from './debuggerDetection';

/** A clock the test moves by hand. */
function manualClock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('debugger detection', () => {
  it('lets ticks on time, or a little late, pass', () => {
    const clock = manualClock();
    const detector = createGapDetector(clock.now);
    expect(detector.tick()).toBe(false);
    for (const step of [CHECK_INTERVAL_MS, 120, 180, CHECK_INTERVAL_MS + 100]) {
      clock.advance(step);
      expect(detector.tick()).toBe(false);
    }
  });

  it('tells a tick more than 100 ms late', () => {
    const clock = manualClock();
    const detector = createGapDetector(clock.now);
    detector.tick();
    clock.advance(CHECK_INTERVAL_MS + 101);
    expect(detector.tick()).toBe(true);
  });

  it('tells a long stop, as at a breakpoint', () => {
    const clock = manualClock();
    const detector = createGapDetector(clock.now);
    detector.tick();
    clock.advance(5_000);
    expect(detector.tick()).toBe(true);
  });

  it('counts nothing from its first tick, or across a restart', () => {
    const clock = manualClock();
    const detector = createGapDetector(clock.now);
    clock.advance(10_000);
    expect(detector.tick()).toBe(false);
    detector.restart();
    clock.advance(60_000);
    expect(detector.tick()).toBe(false);
    clock.advance(CHECK_INTERVAL_MS);
    expect(detector.tick()).toBe(false);
  });
});
