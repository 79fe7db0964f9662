import type { Tick } from '@tempo/shared';

/** A tick with its place in the stream, its number and its producer, as the archive keeps it. */
export interface StreamTick extends Tick {
  /** Order among the symbol's ticks of the same millisecond (the stream id's sequence). */
  seq: number;
  /** Its number among the symbol's ticks, consecutive from 1; null for ticks from before numbering. */
  n: number | null;
  source: string;
  /** Version of the product's feed settings it was produced under; null when unknown. */
  feedVersion: number | null;
}
