// One symbol's settlement runs, one at a time: a window asked for while a run is on joins the next
// run, whose window grows to cover every request waiting for it. Runs of one symbol never compete
// for the same rows, and a stream of ticks costs at most one run in flight and one waiting.

export interface ExpiryWindow {
  /** Orders expiring at or after this time (epoch ms)… */
  from: number;
  /** …and before this one. */
  before: number;
  /** The feed leader's watermark, when one asked for this run (S11): expiries up to it are final. */
  watermark?: number;
}

interface Waiting {
  window: ExpiryWindow;
  done: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class SymbolSettlement {
  private running: Promise<void> | null = null;
  private waiting: Waiting | null = null;

  constructor(private readonly run: (window: ExpiryWindow) => Promise<void>) {}

  /** Settles the window in the next run; resolves when that run has committed, rejects if it failed. */
  request(window: ExpiryWindow): Promise<void> {
    if (this.waiting) {
      const pending = this.waiting.window;
      pending.from = Math.min(pending.from, window.from);
      pending.before = Math.max(pending.before, window.before);
      if (window.watermark !== undefined)
        pending.watermark = Math.max(pending.watermark ?? 0, window.watermark);
      return this.waiting.done;
    }
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const done = new Promise<void>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    this.waiting = { window: { ...window }, done, resolve, reject };
    if (!this.running) this.startNext();
    return done;
  }

  /** Resolves once no run is in flight or waiting. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private startNext(): void {
    const next = this.waiting;
    if (!next) return;
    this.waiting = null;
    this.running = this.run(next.window)
      .then(next.resolve, next.reject)
      .finally(() => {
        this.running = null;
        this.startNext();
      });
  }
}
