// Leadership of one symbol's feed: a Redis lock with a TTL, renewed while the leader lives, plus
// a fencing token raised on every new leadership. publishTick.lua refuses a token that is no
// longer the newest, so a paused or partitioned old leader can never publish after a new one took
// over, even if it has not noticed yet.
import type { Redis } from '../../platform/redis';
import { tickKeys } from '../ticks/tickKeys';

/** Lock TTL: a dead leader hands over within this plus one retry interval. */
export const FEED_LOCK_TTL_MS = 3_000;

const ACQUIRE_LUA = `
-- KEYS[1] lock, KEYS[2] fence; ARGV[1] owner, ARGV[2] ttl ms. Returns the new fence token or false.
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then
  return redis.call('INCR', KEYS[2])
end
return false`;

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
    private readonly symbol: string,
    private readonly owner: string,
    private readonly ttlMs = FEED_LOCK_TTL_MS,
  ) {}

  /** The fence token of a new leadership, or null while another process leads. */
  async acquire(): Promise<string | null> {
    const fence = await this.redis.eval(
      ACQUIRE_LUA,
      2,
      tickKeys.feedLock(this.symbol),
      tickKeys.feedFence(this.symbol),
      this.owner,
      this.ttlMs,
    );
    return fence === null ? null : String(fence);
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

  async release(): Promise<void> {
    await this.redis.eval(RELEASE_LUA, 1, tickKeys.feedLock(this.symbol), this.owner);
  }
}
