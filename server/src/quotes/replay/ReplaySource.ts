// Plays a recording: the quotes in order, at the recorded gaps divided by the speed, optionally
// forever. The feed runs it as a price source; the ops CLI runs the same schedule in batches.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EmitQuote, PriceSource } from '../feed/PriceSource';
import { batchQuotes, type BatchOptions } from './batchQuotes';
import type { RecordedQuote } from './RecordedQuote';
import { assertReplaySpeed, ReplayClock, type ReplaySpeed } from './ReplayClock';
import { replayTimeline } from './replayTimeline';

/** At speed `max` with a send that resolves at once, timers and I/O would never get a turn; give them one every so often. */
const QUOTES_BETWEEN_TURNS = 256;

export interface ReplayOptions {
  /** Times real time (1–1000), or `max` to be paced only by publishing. */
  speed: ReplaySpeed;
  /** Start again from the first quote after the last one, until aborted. */
  loop: boolean;
  /** Recording time from one pass to the next when looping; see `loopPeriodMs` for the default. */
  periodMs?: number;
  /** Monotonic clock in ms, for tests; performance.now by default. */
  now?: () => number;
  /** Who started it, for the ticks it feeds (`replay:<ops username>`); `replay` by default. */
  sourceLabel?: string;
}

/** How far a replay got, for the ops CLI and logs. */
export interface ReplayProgress {
  /** Quotes sent so far, over all passes. */
  sent: number;
  /** Quotes in one pass of the recording. */
  total: number;
  /** Complete passes through the recording. */
  loops: number;
}

export class ReplaySource implements PriceSource {
  readonly kind = 'replay';
  readonly sourceLabel: string;
  private sent = 0;
  private loops = 0;

  constructor(
    private readonly quotes: readonly RecordedQuote[],
    private readonly options: ReplayOptions,
  ) {
    // A bad speed fails where the source is configured, not later when the feed first runs it.
    assertReplaySpeed(options.speed);
    this.sourceLabel = options.sourceLabel ?? 'replay';
  }

  get progress(): ReplayProgress {
    return { sent: this.sent, total: this.quotes.length, loops: this.loops };
  }

  /** Emits the quotes one at a time on schedule until the recording ends (without `loop`) or `signal` aborts. */
  async run(emit: EmitQuote, signal: AbortSignal): Promise<void> {
    await this.runBatches(
      async (quotes) => {
        for (const { price, volume } of quotes) await emit({ price, volume });
      },
      signal,
      { windowMs: 0, maxQuotes: 1 },
    );
  }

  /**
   * Sends the quotes due within the same window together, when the first of them is due, until the
   * recording ends or `signal` aborts. `send` is awaited, so a slow receiver slows the replay down.
   */
  async runBatches(
    send: (quotes: RecordedQuote[]) => Promise<void>,
    signal: AbortSignal,
    batching: Omit<BatchOptions, 'speed'> = {},
  ): Promise<void> {
    this.sent = 0;
    this.loops = 0;
    const { speed } = this.options;
    const clock = new ReplayClock(speed, this.options.now);
    const last = this.quotes.length - 1;
    let sinceTurn = 0;
    for (const batch of batchQuotes(replayTimeline(this.quotes, this.options), { ...batching, speed })) {
      if (speed === 'max') {
        sinceTurn += batch.steps.length;
        if (sinceTurn >= QUOTES_BETWEEN_TURNS) {
          sinceTurn = 0;
          await nextTurn();
        }
      } else {
        await clock.waitFor(batch.atMs, signal);
      }
      if (signal.aborted) return;
      await send(batch.steps.map((step) => step.quote));
      this.sent += batch.steps.length;
      const { pass, index } = batch.steps.at(-1)!;
      this.loops = index === last ? pass + 1 : pass;
    }
  }
}
