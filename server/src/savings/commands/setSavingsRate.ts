import { writeAuditLog, type Actor } from '../../audit';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { lastRolledDay } from '../savingsRollsRepo';
import { saveSavingsRate, savingsRateOn, type SavingsRate } from '../savingsRatesRepo';

/**
 * Sets the daily rate from `rate.effectiveFrom` on; audited as `savings.rate.set` with the rate it
 * replaces. A paid day is never rewritten: a day before today, or one whose earnings a roll has
 * credited (the roll of the next day ran), is refused with SAVINGS_DAY_ROLLED.
 */
export function setSavingsRate(
  db: Db,
  change: { actor: Actor; today: string },
  rate: SavingsRate,
): Promise<SavingsRate> {
  return withTransaction(db, async (tx) => {
    const rolled = await lastRolledDay(tx);
    if (rate.effectiveFrom < change.today || (rolled !== null && rate.effectiveFrom < rolled)) {
      throw new AppError('SAVINGS_DAY_ROLLED');
    }
    const before = await savingsRateOn(tx, rate.effectiveFrom);
    const saved = await saveSavingsRate(tx, rate);
    await writeAuditLog(tx, {
      ...change.actor,
      action: 'savings.rate.set',
      target: { type: 'savings_rate', id: saved.effectiveFrom },
      details: { before, after: saved.dailyRatePpb },
    });
    return saved;
  });
}
