// Waits for the first tick of a symbol published after a given time — the entry spot of an order
// (P3). One bus subscription per process serves every waiting order.
import type { Tick } from '@tempo/shared';
import type { PubSub } from '../platform/pubsub';
import { onTick } from '../quotes';

interface Waiter {
  after: number;
  resolve: (tick: Tick | null) => void;
  timer: NodeJS.Timeout;
}

export class TickWaiter {
  private readonly waiters = new Map<string, Set<Waiter>>();
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(private readonly pubsub: PubSub) {}

  async start(): Promise<void> {
    this.unsubscribe = await onTick(this.pubsub, (tick) => {
      const waiting = this.waiters.get(tick.s);
      if (!waiting) return;
      for (const waiter of waiting) {
        if (tick.t > waiter.after) this.finish(tick.s, waiter, tick);
      }
    });
  }

  /** The first tick of `symbol` with a time after `after` (epoch ms), or null after `timeoutMs`. */
  firstTickAfter(symbol: string, after: number, timeoutMs: number): Promise<Tick | null> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        after,
        resolve,
        timer: setTimeout(() => this.finish(symbol, waiter, null), timeoutMs),
      };
      let set = this.waiters.get(symbol);
      if (!set) this.waiters.set(symbol, (set = new Set()));
      set.add(waiter);
    });
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    for (const [symbol, set] of this.waiters) for (const waiter of set) this.finish(symbol, waiter, null);
  }

  private finish(symbol: string, waiter: Waiter, tick: Tick | null): void {
    clearTimeout(waiter.timer);
    const set = this.waiters.get(symbol);
    set?.delete(waiter);
    if (set && set.size === 0) this.waiters.delete(symbol);
    waiter.resolve(tick);
  }
}
