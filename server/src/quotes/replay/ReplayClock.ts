// Replay pacing. Every quote is due at its recording time divided by the speed, counted from one
// start instant on a monotonic clock, so late timers and slow publishes never add up to drift: a
// replay that fell behind catches up instead of shifting everything after it.
import { sleep } from '../feed/PriceSource';

/** Times real time (1–1000), or `max` for as fast as publishing allows. */
export type ReplaySpeed = number | 'max';

export const MIN_SPEED = 1;
export const MAX_SPEED = 1_000;
/** Longest delay a Node timer takes; longer waits go in several sleeps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Whether `speed` is `max` or a number within 1–1000. */
export function isReplaySpeed(speed: unknown): speed is ReplaySpeed {
  return speed === 'max' || (typeof speed === 'number' && speed >= MIN_SPEED && speed <= MAX_SPEED);
}

/** Throws a RangeError unless `speed` is `max` or a number within 1–1000. */
export function assertReplaySpeed(speed: unknown): asserts speed is ReplaySpeed {
  if (!isReplaySpeed(speed)) throw new RangeError(`Replay speed must be ${MIN_SPEED}–${MAX_SPEED} or max`);
}

/** Wall-clock ms after the start at which recording time `atMs` is due (always 0 at speed `max`). */
export function dueMs(atMs: number, speed: ReplaySpeed): number {
  return speed === 'max' ? 0 : atMs / speed;
}

export class ReplayClock {
  private readonly startedAt: number;

  /** Starts the clock now; `now` is a monotonic clock in ms (performance.now unless a test swaps it). */
  constructor(
    readonly speed: ReplaySpeed,
    private readonly now: () => number = () => performance.now(),
  ) {
    assertReplaySpeed(speed);
    this.startedAt = now();
  }

  /** Wall-clock ms since the clock started. */
  elapsedMs(): number {
    return this.now() - this.startedAt;
  }

  /** Waits until recording time `atMs` is due, or returns early when `signal` aborts. */
  async waitFor(atMs: number, signal: AbortSignal): Promise<void> {
    const due = this.startedAt + dueMs(atMs, this.speed);
    for (;;) {
      const wait = due - this.now();
      if (wait <= 0 || signal.aborted) return;
      // Timers may fire a little early against this clock; the loop sleeps the rest.
      await sleep(Math.min(wait, MAX_TIMER_MS), signal);
    }
  }
}
