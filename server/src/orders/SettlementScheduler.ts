// What placement does for settlement once an order commits: a durable delayed job for its symbol
// and expiry second (one job per second, deduplicated by id), and a bus message with its exact
// expiry so the worker's tick-driven path settles it on the first tick after it.
import type { Queue } from 'bullmq';
import { busChannels, type OrdersDue } from '@tempo/shared';
import type { PubSub } from '../platform/pubsub';

export const SETTLEMENT_QUEUE = 'settlement';
/** How long after an expiry second the durable job first looks (the tick path is nearly always first). */
const JOB_GRACE_MS = 100;

/** A symbol and an expiry second (epoch seconds) to settle: the durable job. */
export type SettlementJob = Pick<OrdersDue, 'symbol' | 'second'>;

// BullMQ reserves ":" in job ids.
export const settlementJobId = (job: SettlementJob) => `${job.symbol}-${job.second}`;

export class SettlementScheduler {
  constructor(
    private readonly queue: Queue<SettlementJob>,
    private readonly pubsub: PubSub,
  ) {}

  async schedule(symbol: string, expiryTs: number): Promise<void> {
    const job: SettlementJob = { symbol, second: Math.floor(expiryTs / 1000) };
    const delay = Math.max(0, (job.second + 1) * 1000 + JOB_GRACE_MS - Date.now());
    await Promise.all([
      this.queue.add('settle', job, { jobId: settlementJobId(job), delay }),
      this.pubsub.publish(busChannels.ordersDue, { ...job, expiryTs }),
    ]);
  }
}

/** Job options for the settlement queue: retried briefly until the second is settleable. */
export const SETTLEMENT_JOB_OPTIONS = {
  attempts: 60,
  backoff: { type: 'fixed', delay: 250 },
  removeOnComplete: true,
  removeOnFail: 1_000,
} as const;
