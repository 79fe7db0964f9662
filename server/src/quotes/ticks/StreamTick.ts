import type { Tick } from '@tempo/shared';

/** A tick with its place in the stream and its producer, as the archive keeps it. */
export interface StreamTick extends Tick {
  /** Order among the symbol's ticks of the same millisecond (the stream id's sequence). */
  seq: number;
  source: string;
}
