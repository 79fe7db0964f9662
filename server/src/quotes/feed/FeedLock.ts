// The lease and fence of one symbol's feed leadership. Who may lead is decided by the symbol's
// leader session in PostgreSQL (LeaderSession.ts); the process holding it takes the Redis lease,
// which shows who leads and expires after a leader's end, and raises a fencing token. The token's
// home is PostgreSQL (feed_fences), where each tick is written before it is published
// (archive/tickJournal.ts); Redis mirrors it for publishTick.lua. Both refuse a token that is no
// longer the newest, so a paused or partitioned old leader can never write or publish after a new
// one took over, even if it has not noticed yet, and a Redis restarted empty cannot hand out a
// token already used.
import type { Db } from '../../platform/db/pool';
import type { Redis } from '../../platform/redis';
import { raiseFeedFence } from '../archive/tickJournal';
import { quotesScripts } from '../ticks/quotesScripts';
import { tickKeys } from '../ticks/tickKeys';

/** The lease's default length (ms); FEED_LEASE_MS sets it for the feed role. */
export const FEED_LEASE_MS = 1_000;

export class FeedLock {
  constructor(
    private readonly redis: Redis,
    private readonly db: Db,
    private readonly symbol: string,
    private readonly owner: string,
    readonly ttlMs = FEED_LEASE_MS,
  ) {}

  /**
   * The fence token of a new leadership, or null when a newer one began meanwhile. Only the
   * holder of the symbol's leader session calls it, so it takes the lease whoever held it last: a
   * dead leader's lease needs no waiting out.
   */
  async acquire(): Promise<string | null> {
    const fence = await raiseFeedFence(this.db, this.symbol);
    const mirrored = await quotesScripts(this.redis).mirrorFeedFence(
      [tickKeys.feedLock(this.symbol), tickKeys.feedFence(this.symbol)],
      [this.owner, fence, this.ttlMs],
    );
    return mirrored === 1 ? String(fence) : null;
  }

  /** Extends the lease (or sets it again if it ran out); false means another process leads now. */
  async renew(): Promise<boolean> {
    const renewed = await quotesScripts(this.redis).renewFeedLock(
      [tickKeys.feedLock(this.symbol)],
      [this.owner, this.ttlMs],
    );
    return renewed === 1;
  }

  async release(): Promise<void> {
    await quotesScripts(this.redis).releaseFeedLock([tickKeys.feedLock(this.symbol)], [this.owner]);
  }
}
