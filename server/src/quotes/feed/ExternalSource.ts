// Quotes that ops push through the ops channel (scripts/replay-feed): the api process queues them
// in Redis and the symbol's feed leader publishes them, so even replayed ticks have one publisher.
// Quotes leave the queue only once published, so the queue's length tells the ops channel how
// much is still to go (it waits for zero before handing the symbol back).
import type { Redis } from '../../platform/redis';
import { tickKeys } from '../ticks/tickKeys';
import { sleep, type EmitQuote, type PriceSource } from './PriceSource';

const BATCH = 500;
const IDLE_POLL_MS = 20;

export class ExternalSource implements PriceSource {
  readonly kind = 'external';

  constructor(
    private readonly redis: Redis,
    private readonly symbol: string,
    /** `external:<ops username>` of the claim being fed (see feedClaim.ts). */
    readonly sourceLabel: string,
  ) {}

  async run(emit: EmitQuote, signal: AbortSignal): Promise<void> {
    const inbox = tickKeys.feedInbox(this.symbol);
    while (!signal.aborted) {
      const batch = await this.redis.lrange(inbox, 0, BATCH - 1).catch(() => [] as string[]);
      if (!batch.length) {
        await sleep(IDLE_POLL_MS, signal);
        continue;
      }
      let published = 0;
      for (const item of batch) {
        if (signal.aborted) break;
        const quote = JSON.parse(item) as { p: number; v: number };
        await emit({ price: quote.p, volume: quote.v });
        published++;
      }
      // The leader is the queue's only consumer, so trimming what it published is safe.
      await this.redis.ltrim(inbox, published, -1).catch(() => undefined);
    }
  }
}
