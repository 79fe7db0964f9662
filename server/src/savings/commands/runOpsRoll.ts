import type { SavingsRollView } from '@tempo/shared';
import { writeAuditLog, type Actor } from '../../audit';
import type { Db } from '../../platform/db/pool';
import { AppError } from '../../platform/AppError';
import { lastDueRollDay } from '../savingsCalendar';
import type { SavingsRoller } from '../SavingsRoller';

/**
 * An ops run of the roll of `day` and of every day missed before it (SV6), audited as
 * `savings.roll` with the days that ran. A day whose 08:00 cut-off has not passed at `now` (today
 * before 08:00, or a day to come) is refused with SAVINGS_ROLL_NOT_DUE (SV7): its earnings have not
 * accrued and moves in before the cut-off still count for it. Each day commits on its own, so the
 * audit entry follows them.
 */
export async function runOpsRoll(
  db: Db,
  roller: SavingsRoller,
  request: { actor: Actor; day: string; now: Date; timeZone: string },
): Promise<SavingsRollView[]> {
  if (request.day > lastDueRollDay(request.now, request.timeZone)) {
    throw new AppError('SAVINGS_ROLL_NOT_DUE', { field: 'day' });
  }
  const rolls = await roller.runDue({ now: request.now, upTo: request.day });
  await writeAuditLog(db, {
    ...request.actor,
    action: 'savings.roll',
    target: { type: 'savings_day', id: request.day },
    details: { ran: rolls.filter((roll) => roll.ran).map((roll) => roll.day) },
  });
  return rolls;
}
