import { Redis } from 'ioredis';

/**
 * A Redis connection whose plain commands are namespaced by `prefix`, so that tests and several
 * deployments can share one server without seeing each other's keys.
 */
export function createRedis(url: string, prefix: string): Redis {
  return new Redis(url, {
    keyPrefix: prefix,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
}

export type { Redis };
