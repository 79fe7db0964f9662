// One step of a recording, as the replay plays it. Bars are expanded into these on reading, so the
// replay only ever deals with ticks.

/** A recorded price with its time as an offset from the first record of the file. */
export interface RecordedQuote {
  /** Milliseconds since the first record of the recording (not wall time). */
  offsetMs: number;
  price: number;
  /** Traded quantity of this quote; 0 when the file has no volume column. */
  volume: number;
}
