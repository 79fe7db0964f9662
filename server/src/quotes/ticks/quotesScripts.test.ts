// Quotes' Lua scripts run by EVALSHA under the connection's key prefix, in the order they were
// called among other commands, on a connection createRedis made (where every script is defined
// from the start); a connection made by other means is refused rather than broken.
import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { createRedis } from '../../platform/redis';
import { deleteRedisKeys } from '../../test/testApp';
import { uniqueSuffix } from '../../test/testDatabases';
import { quotesScripts } from './quotesScripts';
import { tickKeys } from './tickKeys';

const config = loadConfig(process.env, { REDIS_PREFIX: `test:${uniqueSuffix()}:` });
const connections: Redis[] = [];

afterAll(async () => {
  await Promise.all(connections.map((redis) => redis.quit()));
  await deleteRedisKeys(config.REDIS_URL, config.REDIS_PREFIX);
});

it('renews and releases a feed lease by script, in turn with the commands around it', async () => {
  const redis = createRedis(config, config.REDIS_PREFIX);
  connections.push(redis);
  const lock = tickKeys.feedLock('SCRIPTUSD');
  // Queued in the same turn as the first script calls, so they share an auto-pipeline.
  const [set, renewed, otherRenewed] = await Promise.all([
    redis.set(lock, 'owner', 'PX', 60_000),
    quotesScripts(redis).renewFeedLock([lock], ['owner', 120_000]),
    quotesScripts(redis).renewFeedLock([lock], ['someone else', 120_000]),
  ]);
  expect([set, renewed, otherRenewed]).toEqual(['OK', 1, 0]);
  expect(await redis.pttl(lock)).toBeGreaterThan(60_000);
  expect(await quotesScripts(redis).releaseFeedLock([lock], ['someone else'])).toBe(0);
  expect(await quotesScripts(redis).releaseFeedLock([lock], ['owner'])).toBe(1);
  expect(await redis.exists(lock)).toBe(0);
});

it('refuses a connection made without the scripts', () => {
  const redis = new Redis(config.REDIS_URL, { keyPrefix: config.REDIS_PREFIX, lazyConnect: true });
  connections.push(redis);
  expect(() => quotesScripts(redis)).toThrow(/not defined on this connection/);
});
