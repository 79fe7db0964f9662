import type { Config } from '../platform/config';
import type { AppContext } from '../platform/context';
import { createPool } from '../platform/db/pool';
import { createLogger } from '../platform/logger';
import { createMetrics } from '../platform/metrics';
import { PubSub } from '../platform/pubsub';
import { createRedis } from '../platform/redis';

export function createContext(config: Config): AppContext {
  const logger = createLogger(config.LOG_LEVEL, config.LOG_FORMAT);
  const db = createPool(config.DATABASE_URL, config.DATABASE_POOL_SIZE, config.DATABASE_CONNECT_TIMEOUT_MS);
  // An idle client that loses its connection must not take the process down.
  db.on('error', (error) => logger.warn({ err: error }, 'idle PostgreSQL client failed'));
  const redis = createRedis(config, config.REDIS_PREFIX);
  redis.on('error', (error) => logger.warn({ err: error }, 'Redis connection error'));
  const pubsub = new PubSub(config, config.REDIS_PREFIX, redis, logger);
  return { config, db, redis, logger, pubsub, metrics: createMetrics() };
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.pubsub.close();
  await Promise.allSettled([ctx.db.end(), ctx.redis.quit()]);
}
