// The order and times a recording plays in, apart from how fast: the replay source and the ops
// CLI pace the same timeline, each at its own speed.
import type { RecordedQuote } from './RecordedQuote';

/** One quote of a replay with where it falls in recording time. */
export interface TimedQuote {
  quote: RecordedQuote;
  /** Recording time in ms since the start of the replay; keeps rising across loops. */
  atMs: number;
  /** 0 on the first play of the recording, 1 on the first repeat, and so on. */
  pass: number;
  /** Position of the quote in the recording. */
  index: number;
}

export interface TimelineOptions {
  /** Start again from the first quote after the last one, forever. */
  loop: boolean;
  /** Recording time from one pass to the next; by default the last offset plus the average gap. */
  periodMs?: number;
}

/** The quotes in play order with their recording times, repeating the recording when `loop` is set. */
export function* replayTimeline(
  quotes: readonly RecordedQuote[],
  options: TimelineOptions,
): Generator<TimedQuote, void, undefined> {
  const last = quotes.at(-1);
  if (!last) return;
  // A period shorter than the recording would make a repeat start before the previous pass ended.
  const periodMs = Math.max(options.periodMs ?? loopPeriodMs(quotes), last.offsetMs + 1);
  for (let pass = 0; ; pass++) {
    for (const [index, quote] of quotes.entries()) {
      yield { quote, atMs: pass * periodMs + quote.offsetMs, pass, index };
    }
    if (!options.loop) return;
  }
}

/**
 * How long one pass of a tick recording lasts: the last offset plus the average gap, so the first
 * quote of a repeat follows the last one as a typical next tick would. One quote: a second.
 */
export function loopPeriodMs(quotes: readonly RecordedQuote[]): number {
  const first = quotes[0];
  const last = quotes.at(-1);
  if (!first || !last || quotes.length < 2) return (last?.offsetMs ?? 0) + 1_000;
  const averageGap = (last.offsetMs - first.offsetMs) / (quotes.length - 1);
  return last.offsetMs + Math.max(1, averageGap);
}
