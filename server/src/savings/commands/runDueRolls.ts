import type { SavingsRollView } from '@tempo/shared';
import type { Db } from '../../platform/db/pool';
import { addDays, daysBetween, lastDueRollDay } from '../savingsCalendar';
import { findRoll, lastRolledDay } from '../savingsRollsRepo';
import { rollSavingsDay } from './rollSavingsDay';

/** The most days one catch-up rolls: a year and a few days; older missed days are not paid. */
export const MAX_CATCH_UP_DAYS = 370;

export interface DueRolls {
  /** The clock's instant: the rolls due by then run (today's from 08:00 on). */
  now: Date;
  timeZone: string;
  /** The last day to roll instead of the last one due (an ops run of a date). */
  upTo?: string;
}

/**
 * Rolls, in order, every day from the one after the last rolled day up to the last day due (or
 * `upTo`), each in its own transaction; with no roll ever, it starts at that last day. A day
 * already rolled pays nothing, so running this twice, or on two workers at once, is harmless. When
 * `upTo` is not after the last rolled day nothing runs: the answer is its roll with `ran: false`,
 * or nothing for a day that was skipped.
 */
export async function runDueRolls(db: Db, due: DueRolls): Promise<SavingsRollView[]> {
  const last = due.upTo ?? lastDueRollDay(due.now, due.timeZone);
  const rolled = await lastRolledDay(db);
  let first = rolled === null ? last : addDays(rolled, 1);
  if (daysBetween(first, last) >= MAX_CATCH_UP_DAYS) first = addDays(last, -(MAX_CATCH_UP_DAYS - 1));
  if (first > last) {
    // Never roll a day behind the last one rolled: it would pay out of order.
    const done = await findRoll(db, last);
    return done ? [{ ...done, ran: false }] : [];
  }
  const rolls: SavingsRollView[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) rolls.push(await rollSavingsDay(db, day));
  return rolls;
}
