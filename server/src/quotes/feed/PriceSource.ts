// A price source feeds one symbol. The feed stamps each quote with the server's time and publishes
// it as a tick; a source only says what the price is now and how much traded.

/** One price from a source; the feed adds the symbol and the server timestamp. */
export interface SourceQuote {
  price: number;
  /** Traded quantity since the previous quote (0 when the source has no volume). */
  volume: number;
}

/**
 * Hands a quote to the feed and resolves once it is published, so a source that runs faster than
 * real time (a replay at full speed) is paced by publishing rather than piling up in memory.
 */
export type EmitQuote = (quote: SourceQuote) => Promise<void>;

export interface PriceSource {
  /** For logs and the ops view: `simulator`, `replay`, `exchange`, `external`. */
  readonly kind: string;
  /**
   * Who produces its quotes, carried with every tick it feeds: `simulator`, `exchange`, `replay`
   * (`replay:<ops username>` when ops chose it), `external:<ops username>` for an ops claim.
   */
  readonly sourceLabel: string;
  /** Produces quotes until `signal` aborts or the source runs out; never throws for a lost upstream. */
  run(emit: EmitQuote, signal: AbortSignal): Promise<void>;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
