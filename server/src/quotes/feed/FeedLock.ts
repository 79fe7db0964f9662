// Leadership of one symbol's feed: a Redis lease with a TTL, renewed while the leader lives, plus
// a fencing token raised on every new leadership. The token's home is PostgreSQL (feed_fences),
// where each tick is written before it is published (archive/tickJournal.ts); Redis mirrors it
// for publishTick.lua. Both refuse a token that is no longer the newest, so a paused or
// partitioned old leader can never write or publish after a new one took over, even if it has
// not noticed yet, and a Redis restarted empty cannot hand out a token already used.
import type { Db } from '../../platform/db/pool';
import type { Redis } from '../../platform/redis';
import { raiseFeedFence } from '../archive/tickJournal';
import { quotesScripts } from '../ticks/quotesScripts';
import { tickKeys } from '../ticks/tickKeys';

/** The lease's default length (ms); FEED_LEASE_MS sets it for the feed role. */
export const FEED_LEASE_MS = 500;

export class FeedLock {
  constructor(
    private readonly redis: Redis,
    private readonly db: Db,
    private readonly symbol: string,
    private readonly owner: string,
    readonly ttlMs = FEED_LEASE_MS,
  ) {}

  /** The fence token of a new leadership, or null while another process leads. */
  async acquire(): Promise<string | null> {
    const lock = tickKeys.feedLock(this.symbol);
    if ((await this.redis.set(lock, this.owner, 'PX', this.ttlMs, 'NX')) === null) return null;
    try {
      const fence = await raiseFeedFence(this.db, this.symbol);
      const mirrored = await quotesScripts(this.redis).mirrorFeedFence(
        [lock, tickKeys.feedFence(this.symbol)],
        [this.owner, fence, this.ttlMs],
      );
      // The lease ran out while PostgreSQL answered: whoever holds it now raises the fence again.
      return mirrored === 1 ? String(fence) : null;
    } catch (error) {
      await this.release().catch(() => undefined);
      throw error;
    }
  }

  /** Extends the lock; false means leadership is lost and publishing must stop. */
  async renew(): Promise<boolean> {
    const renewed = await quotesScripts(this.redis).renewFeedLock(
      [tickKeys.feedLock(this.symbol)],
      [this.owner, this.ttlMs],
    );
    return renewed === 1;
  }

  /** How long (ms) until the lease another process holds runs out unless renewed; 0 when free. */
  async remainingMs(): Promise<number> {
    return Math.max(0, await this.redis.pttl(tickKeys.feedLock(this.symbol)));
  }

  async release(): Promise<void> {
    await quotesScripts(this.redis).releaseFeedLock([tickKeys.feedLock(this.symbol)], [this.owner]);
  }
}
