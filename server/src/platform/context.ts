import type { Config } from './config';
import type { Db } from './db/pool';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import type { PubSub } from './pubsub';
import type { Redis } from './redis';

/** The shared resources every domain receives; built once per process (or per test). */
export interface AppContext {
  config: Config;
  db: Db;
  redis: Redis;
  logger: Logger;
  pubsub: PubSub;
  metrics: Metrics;
}
