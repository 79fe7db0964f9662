// Runs the due day rolls and announces each one that ran: what the worker's 08:00 job, its
// catch-up at start and the ops route share.
import type { SavingsRollView } from '@tempo/shared';
import type { AppContext } from '../platform/context';
import { runDueRolls } from './commands/runDueRolls';
import type { SavingsNotifier } from './SavingsNotifier';

export class SavingsRoller {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'config' | 'logger'>,
    private readonly notify: SavingsNotifier,
  ) {}

  /** Rolls every day due at `now` (or up to `upTo`) in order; announces each that ran. */
  async runDue(due: { now: Date; upTo?: string }): Promise<SavingsRollView[]> {
    const rolls = await runDueRolls(this.ctx.db, { ...due, timeZone: this.ctx.config.PLATFORM_TZ });
    for (const roll of rolls.filter((roll) => roll.ran)) {
      this.ctx.logger.info(roll, 'savings day rolled');
      this.notify.savingsRolled({ day: roll.day });
    }
    return rolls;
  }
}
