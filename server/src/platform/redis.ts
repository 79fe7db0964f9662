import { Redis, type RedisOptions } from 'ioredis';
import type { Config } from './config';
import { listedScripts } from './redisScripts';

/** Where Redis is: REDIS_URL, or the sentinels that know its current primary. */
export type RedisTarget = Pick<Config, 'REDIS_URL' | 'REDIS_SENTINELS' | 'REDIS_MASTER_NAME'>;

/** The target of a plain URL (scripts and tests that name a server). */
export function redisAt(url: string): RedisTarget {
  return { REDIS_URL: url, REDIS_SENTINELS: [], REDIS_MASTER_NAME: 'tempo' };
}

/**
 * A connection to `target` with `options`. Behind Sentinel, ioredis asks the sentinels for the
 * primary, and after a failover reconnects to the new one (subscriptions included); the URL then
 * gives only the credentials and the database.
 */
export function connectRedis(target: RedisTarget, options: RedisOptions = {}): Redis {
  if (!target.REDIS_SENTINELS.length) return new Redis(target.REDIS_URL, options);
  const url = new URL(target.REDIS_URL);
  return new Redis({
    sentinels: target.REDIS_SENTINELS,
    name: target.REDIS_MASTER_NAME,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number(url.pathname.slice(1) || 0),
    ...options,
  });
}

/**
 * A Redis connection whose plain commands are namespaced by `prefix`, so that tests and several
 * deployments can share one server without seeing each other's keys. Commands issued in the same
 * turn of the event loop go out in one write (auto-pipelining): under load, each write is a
 * system call and a wake-up of Redis, and they add up. Every domain's Lua script is defined on it
 * from the start (redisScripts.ts says why).
 */
export function createRedis(target: RedisTarget, prefix: string): Redis {
  return connectRedis(target, {
    keyPrefix: prefix,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
    enableAutoPipelining: true,
    scripts: listedScripts(),
  });
}

export type { Redis };
