// Ops edit the savings holidays. A day that is settled (before today, or rolled) never changes;
// pending lots whose days the change moves get their new days in the same transaction, so every
// lot's confirmation day stays true to the calendar.
import { writeAuditLog, type Actor } from '../../audit';
import type { Db, DbClient } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { SAVINGS_CUTOFF, cutoffOf, transferDays } from '../savingsCalendar';
import {
  deleteSavingsHoliday,
  holidaysFrom,
  saveSavingsHoliday,
  type SavingsHoliday,
} from '../savingsCalendarRepo';
import { pendingLotOriginsFrom, redatePendingLots } from '../savingsLotsRepo';
import { lastRolledDay } from '../savingsRollsRepo';

export interface CalendarChange {
  actor: Actor;
  timeZone: string;
  /** The platform's day now. */
  today: string;
}

/** Lists (or renames) a savings holiday; audited as `savings.holiday.add`. */
export function addSavingsHoliday(
  db: Db,
  change: CalendarChange,
  holiday: SavingsHoliday,
): Promise<SavingsHoliday & { movedLots: number }> {
  return withTransaction(db, async (tx) => {
    await assertDayUnsettled(tx, holiday.day, change.today);
    const saved = await saveSavingsHoliday(tx, holiday);
    const movedLots = await redateLotsFrom(tx, holiday.day, change.timeZone);
    await audit(tx, change.actor, 'savings.holiday.add', holiday.day, { name: saved.name, movedLots });
    return { ...saved, movedLots };
  });
}

/** Removes a savings holiday (NOT_FOUND when not listed); audited as `savings.holiday.remove`. */
export function removeSavingsHoliday(
  db: Db,
  change: CalendarChange,
  day: string,
): Promise<SavingsHoliday & { movedLots: number }> {
  return withTransaction(db, async (tx) => {
    await assertDayUnsettled(tx, day, change.today);
    const removed = await deleteSavingsHoliday(tx, day);
    if (!removed) throw new AppError('NOT_FOUND');
    const movedLots = await redateLotsFrom(tx, day, change.timeZone);
    await audit(tx, change.actor, 'savings.holiday.remove', day, { name: removed.name, movedLots });
    return { ...removed, movedLots };
  });
}

/** SAVINGS_DAY_ROLLED for a day before today or not after the last rolled day. */
async function assertDayUnsettled(tx: DbClient, day: string, today: string): Promise<void> {
  const rolled = await lastRolledDay(tx);
  if (day < today || (rolled !== null && day <= rolled)) throw new AppError('SAVINGS_DAY_ROLLED');
}

/**
 * Gives the pending lots confirmed on or after `day` the days the calendar gives them now. Lots
 * made on the same day on the same side of the cut-off share their days, so the days are worked
 * out once per such origin and written in one statement.
 */
async function redateLotsFrom(tx: DbClient, day: string, timeZone: string): Promise<number> {
  const origins = await pendingLotOriginsFrom(tx, day, timeZone, SAVINGS_CUTOFF);
  if (!origins.length) return 0;
  const earliest = origins.map((origin) => origin.createdDay).sort()[0]!;
  const calendar = { timeZone, holidays: await holidaysFrom(tx, earliest) };
  const dates = origins.map((origin) => {
    const cutoff = cutoffOf(origin.createdDay, timeZone).getTime();
    // An instant with the origin's day and side of the cut-off gives every such lot's days.
    const instant = new Date(origin.beforeCutoff ? cutoff - 1 : cutoff);
    return { ...origin, ...transferDays(instant, calendar) };
  });
  return redatePendingLots(tx, day, timeZone, SAVINGS_CUTOFF, dates);
}

function audit(tx: DbClient, actor: Actor, action: string, day: string, details: Record<string, unknown>) {
  return writeAuditLog(tx, { ...actor, action, target: { type: 'savings_day', id: day }, details });
}
