// Leadership of one symbol's feed: a Redis lease with a TTL, renewed while the leader lives, plus
// a fencing token raised on every new leadership. The token's home is PostgreSQL (feed_fences),
// where each tick is written before it is published (archive/tickJournal.ts); Redis mirrors it
// for publishTick.lua. Both refuse a token that is no longer the newest, so a paused or
// partitioned old leader can never write or publish after a new one took over, even if it has
// not noticed yet, and a Redis restarted empty cannot hand out a token already used.
import type { Db } from '../../platform/db/pool';
import type { Redis } from '../../platform/redis';
import { raiseFeedFence } from '../archive/tickJournal';
import { tickKeys } from '../ticks/tickKeys';

/** The lease's default length (ms); FEED_LEASE_MS sets it for the feed role. */
export const FEED_LEASE_MS = 500;

const MIRROR_FENCE_LUA = `
-- KEYS[1] lock, KEYS[2] fence; ARGV[1] owner, ARGV[2] fence token, ARGV[3] ttl ms.
-- Mirrors the new token and extends the lease if the owner still holds it. Returns 1, else 0.
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[2], ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return 1
end
return 0`;

const RENEW_LUA = `
-- KEYS[1] lock; ARGV[1] owner, ARGV[2] ttl ms. Returns 1 while the owner still holds the lock.
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0`;

const RELEASE_LUA = `
-- KEYS[1] lock; ARGV[1] owner. Deletes the lock only if the owner holds it.
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0`;

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
      const mirrored = await this.redis.eval(
        MIRROR_FENCE_LUA,
        2,
        lock,
        tickKeys.feedFence(this.symbol),
        this.owner,
        fence,
        this.ttlMs,
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
    const renewed = await this.redis.eval(
      RENEW_LUA,
      1,
      tickKeys.feedLock(this.symbol),
      this.owner,
      this.ttlMs,
    );
    return renewed === 1;
  }

  /** How long (ms) until the lease another process holds runs out unless renewed; 0 when free. */
  async remainingMs(): Promise<number> {
    return Math.max(0, await this.redis.pttl(tickKeys.feedLock(this.symbol)));
  }

  async release(): Promise<void> {
    await this.redis.eval(RELEASE_LUA, 1, tickKeys.feedLock(this.symbol), this.owner);
  }
}
