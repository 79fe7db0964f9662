import type { SavingsRollView } from '@tempo/shared';
import { writeAuditLog, type Actor } from '../../admin';
import type { Db } from '../../platform/db/pool';
import { AppError } from '../../platform/http/AppError';
import type { SavingsRoller } from '../SavingsRoller';

/**
 * An ops run of the roll of `day` and of every day missed before it (SV6), audited as
 * `savings.roll` with the days that ran. A day after today is refused with INVALID_DATE: its
 * earnings have not accrued yet. Each day commits on its own, so the audit entry follows them.
 */
export async function runOpsRoll(
  db: Db,
  roller: SavingsRoller,
  request: { actor: Actor; day: string; today: string; now: Date },
): Promise<SavingsRollView[]> {
  if (request.day > request.today) throw new AppError('INVALID_DATE', { field: 'day' });
  const rolls = await roller.runDue({ now: request.now, upTo: request.day });
  await writeAuditLog(db, {
    ...request.actor,
    action: 'savings.roll',
    target: { type: 'savings_day', id: request.day },
    details: { ran: rolls.filter((roll) => roll.ran).map((roll) => roll.day) },
  });
  return rolls;
}
