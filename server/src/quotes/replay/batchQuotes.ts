// Batching for a replay sent over the network (the ops CLI): at high speeds one message per quote
// would be thousands a second, so quotes due within the same short window travel together.
import { dueMs, type ReplaySpeed } from './ReplayClock';
import type { TimedQuote } from './replayTimeline';

/** Quotes due within one window: send them when the first is due. */
export interface QuoteBatch {
  /** Recording time of the first quote; wait for it with `ReplayClock.waitFor`. */
  atMs: number;
  steps: TimedQuote[];
}

export interface BatchOptions {
  speed: ReplaySpeed;
  /** Wall-clock width of a batch in ms: quotes due less than this after the batch's first go with it. */
  windowMs?: number;
  /** Most quotes in one batch; at speed `max` every batch is this full but the last. */
  maxQuotes?: number;
}

export const BATCH_WINDOW_MS = 50;
export const MAX_BATCH_QUOTES = 200;

/** Groups a (possibly endless) timeline into batches of the quotes due in the same window of wall time. */
export function* batchQuotes(
  timeline: Iterable<TimedQuote>,
  { speed, windowMs = BATCH_WINDOW_MS, maxQuotes = MAX_BATCH_QUOTES }: BatchOptions,
): Generator<QuoteBatch, void, undefined> {
  let batch: QuoteBatch | undefined;
  let batchDue = 0;
  for (const step of timeline) {
    const due = dueMs(step.atMs, speed);
    if (batch && due - batchDue < windowMs && batch.steps.length < maxQuotes) {
      batch.steps.push(step);
      continue;
    }
    if (batch) yield batch;
    batch = { atMs: step.atMs, steps: [step] };
    batchDue = due;
  }
  if (batch) yield batch;
}
