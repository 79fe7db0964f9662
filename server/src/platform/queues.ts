// Every BullMQ queue and worker is made here: one naming scheme under the deployment's prefix,
// connections set up the way BullMQ needs them, and one list to close on shutdown.
import { Queue, Worker, type JobsOptions, type Processor, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { connectRedis } from './redis';
import type { Config } from './config';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import { platformKeys } from './platformKeys';

const DEPTH_EVERY_MS = 5_000;
const DEPTH_STATES = ['waiting', 'delayed', 'active', 'failed'] as const;

export class Queues {
  private readonly closers: (() => Promise<void>)[] = [];
  private readonly connection: Redis;
  private readonly queues: Queue[] = [];
  private readonly depthTimer: NodeJS.Timeout;

  constructor(
    private readonly config: Config,
    private readonly logger: Logger,
    private readonly metrics: Metrics,
  ) {
    this.depthTimer = setInterval(() => void this.measureDepth(), DEPTH_EVERY_MS).unref();
    // BullMQ needs commands that wait for Redis rather than fail fast while it reconnects.
    this.connection = connectRedis(config, { maxRetriesPerRequest: null });
    this.connection.on('error', (error) => logger.warn({ err: error }, 'queue Redis error'));
  }

  private get prefix(): string {
    return `${this.config.REDIS_PREFIX}${platformKeys.queues()}`;
  }

  queue<T>(name: string, defaultJobOptions: JobsOptions = {}): Queue<T> {
    const queue = new Queue<T>(name, { connection: this.connection, prefix: this.prefix, defaultJobOptions });
    queue.on('error', (error) => this.logger.warn({ err: error, queue: name }, 'queue error'));
    this.closers.push(() => queue.close());
    this.queues.push(queue as Queue);
    return queue;
  }

  worker<T>(
    name: string,
    processor: Processor<T>,
    options: Omit<WorkerOptions, 'connection' | 'prefix'> = {},
  ): Worker<T> {
    const connection = connectRedis(this.config, { maxRetriesPerRequest: null });
    connection.on('error', (error) => this.logger.warn({ err: error }, 'worker Redis error'));
    const worker = new Worker<T>(name, processor, { ...options, connection, prefix: this.prefix });
    worker.on('error', (error) => this.logger.warn({ err: error, queue: name }, 'worker error'));
    worker.on('failed', (job, error) =>
      this.logger.debug(
        { err: error, queue: name, jobId: job?.id, attempts: job?.attemptsMade },
        'job failed',
      ),
    );
    this.closers.push(async () => {
      await worker.close();
      await connection.quit().catch(() => undefined);
    });
    return worker;
  }

  /** Every queue made here, for the ops dashboard. */
  all(): readonly Queue[] {
    return this.queues;
  }

  private async measureDepth(): Promise<void> {
    for (const queue of this.queues) {
      const counts = await queue.getJobCounts(...DEPTH_STATES).catch(() => null);
      if (!counts) continue;
      for (const state of DEPTH_STATES)
        this.metrics.queueJobs.set({ queue: queue.name, state }, counts[state] ?? 0);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.depthTimer);
    for (const close of this.closers.reverse()) await close().catch(() => undefined);
    await this.connection.quit().catch(() => undefined);
  }
}
