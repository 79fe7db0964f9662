// The savings tab's figures for one trader at an instant.
import { cents, type Cents, type SavingsSummary } from '@tempo/shared';
import { getBalances } from '../ledger';
import type { Queryable } from '../platform/db/pool';
import { AppError } from '../platform/AppError';
import { presentPendingLot } from './presenters';
import { addDays, platformDay } from './savingsCalendar';
import { countTransfersOn, listPendingLots } from './savingsLotsRepo';
import { savingsRateOn } from './savingsRatesRepo';
import type { SavingsSettings } from './savingsSettings';

/**
 * The trader's savings at `now`: confirmed = the savings bucket less the pending lots; yesterday's
 * earnings are those credited at today's roll (for the previous day), 0 before it ran.
 */
export async function readSavingsSummary(
  db: Queryable,
  settings: SavingsSettings,
  userId: number,
  now: Date,
): Promise<SavingsSummary> {
  const today = platformDay(now, settings.timeZone);
  const balances = await getBalances(db, userId);
  if (!balances) throw new AppError('NOT_FOUND');
  const lots = await listPendingLots(db, userId);
  const used = await countTransfersOn(db, userId, today);
  const rate = await savingsRateOn(db, today);
  const { rows } = await db.query<{ yesterday: Cents; total: Cents }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE day = $2::date), 0)::bigint AS yesterday,
            coalesce(sum(amount), 0)::bigint AS total
     FROM savings_earnings WHERE user_id = $1`,
    [userId, addDays(today, -1)],
  );
  const pending = cents(lots.reduce((sum, lot) => sum + lot.amount, 0));
  const confirmed = cents(balances.savings - pending);
  return {
    total: balances.savings,
    confirmed,
    pending,
    transferable: confirmed,
    yesterdayEarnings: rows[0]!.yesterday,
    totalEarnings: rows[0]!.total,
    dailyRatePpb: rate,
    transfersLeftToday: Math.max(settings.transfersPerDay - used, 0),
    transfersPerDay: settings.transfersPerDay,
    minTransfer: settings.minTransfer,
    available: balances.available,
    pendingLots: lots.map(presentPendingLot),
    today,
  };
}
