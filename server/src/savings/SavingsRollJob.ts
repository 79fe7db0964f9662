// The `worker` role's day roll: a BullMQ job scheduler fires at the cut-off (08:00) every day in
// the platform's time zone, and the worker runs every roll due then. At start it catches up on the
// days it missed (a stopped worker, a lost Redis); a day already rolled pays nothing, so a second
// worker, a retried job or an ops run of the same day are harmless.
import type { Worker } from 'bullmq';
import type { AppContext } from '../platform/context';
import type { Queues } from '../platform/queues';
import { SAVINGS_CUTOFF } from './savingsCalendar';
import { ensureDefaultSavingsRate } from './savingsRatesRepo';
import type { SavingsClock } from './savingsSettings';
import { SavingsRoller } from './SavingsRoller';
import type { SavingsNotifier } from './SavingsNotifier';

export const SAVINGS_ROLL_QUEUE = 'savings-roll';
/** The scheduler's id: upserting it again (every worker start) replaces rather than adds. */
const SCHEDULER_ID = 'savings-day-roll';

/** The cron pattern of the cut-off: '0 8 * * *' for 08:00. */
export function rollCronPattern(cutoff = SAVINGS_CUTOFF): string {
  const [hour, minute] = cutoff.split(':').map(Number);
  return `${minute} ${hour} * * *`;
}

export class SavingsRollJob {
  private worker: Worker | null = null;
  private readonly roller: SavingsRoller;

  constructor(
    private readonly ctx: AppContext,
    private readonly queues: Queues,
    notify: SavingsNotifier,
    private readonly clock: SavingsClock = () => new Date(),
  ) {
    this.roller = new SavingsRoller(ctx, notify);
  }

  async start(): Promise<void> {
    await ensureDefaultSavingsRate(this.ctx.db, this.ctx.config.SAVINGS_DAILY_RATE_PPB);
    const queue = this.queues.queue(SAVINGS_ROLL_QUEUE, { removeOnComplete: 50, removeOnFail: 200 });
    await queue.upsertJobScheduler(
      SCHEDULER_ID,
      { pattern: rollCronPattern(), tz: this.ctx.config.PLATFORM_TZ },
      { name: 'roll', data: {}, opts: { attempts: 10, backoff: { type: 'exponential', delay: 5_000 } } },
    );
    this.worker = this.queues.worker(SAVINGS_ROLL_QUEUE, () => this.runDue(), { concurrency: 1 });
    // Catch up now rather than at the next 08:00; a failure is retried by that job.
    await this.runDue().catch((error: unknown) =>
      this.ctx.logger.warn({ err: error }, 'savings catch-up failed; the next roll job retries'),
    );
  }

  /** Runs every roll due now; the job's result lists the days that ran. */
  async runDue(): Promise<string[]> {
    const rolls = await this.roller.runDue({ now: this.clock() });
    return rolls.filter((roll) => roll.ran).map((roll) => roll.day);
  }

  async stop(): Promise<void> {
    await this.worker?.close();
  }
}
