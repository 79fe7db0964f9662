import { Redis } from 'ioredis';
import { listedScripts } from './redisScripts';

/**
 * A Redis connection whose plain commands are namespaced by `prefix`, so that tests and several
 * deployments can share one server without seeing each other's keys. Commands issued in the same
 * turn of the event loop go out in one write (auto-pipelining): under load, each write is a
 * system call and a wake-up of Redis, and they add up. Every domain's Lua script is defined on it
 * from the start (redisScripts.ts says why).
 */
export function createRedis(url: string, prefix: string): Redis {
  return new Redis(url, {
    keyPrefix: prefix,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
    enableAutoPipelining: true,
    scripts: listedScripts(),
  });
}

export type { Redis };
