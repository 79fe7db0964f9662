// The savings calendar (DESIGN §5; SV1–SV2 of SPEC.md), as pure functions of an instant, the
// platform's time zone and the listed holidays. Days are 'YYYY-MM-DD' calendar days of that zone;
// instants are Dates.
//  - A trading day is a Monday to Friday that is not a listed holiday.
//  - A move in at instant t counts for day T: t's own day if that is a trading day and t is before
//    the 08:00 cut-off, else the next trading day after it. Its lot is confirmed by the roll of the
//    next trading day after T (confirmDay).
//  - The day roll of day D runs at 08:00 on D.
import { localDateOf, zonedTimeToEpoch } from '@tempo/shared';

/** The cut-off of a trading day and the time of the day roll, in the platform's time zone. */
export const SAVINGS_CUTOFF = '08:00';

const DAY_MS = 86_400_000;
/** A listed holiday can take out at most one weekday, so a trading day is found within this many days. */
const SEARCH_LIMIT_DAYS = 7 * 60;

/** The calendar a computation needs: the zone and the listed holidays ('YYYY-MM-DD'). */
export interface SavingsCalendar {
  timeZone: string;
  holidays: ReadonlySet<string>;
}

/** The days of one move in: T, and the day whose roll confirms the lot. */
export interface TransferDays {
  tradeDay: string;
  confirmDay: string;
}

/** `day` plus `count` calendar days (negative goes back). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The platform's calendar day at `instant`. */
export function platformDay(instant: Date, timeZone: string): string {
  return localDateOf(instant.getTime(), timeZone);
}

/** The instant of the cut-off (and of the roll) on `day`. */
export function cutoffOf(day: string, timeZone: string): Date {
  return new Date(zonedTimeToEpoch(day, SAVINGS_CUTOFF, timeZone));
}

/** Whether `day` is a trading day: a weekday and not a listed holiday. */
export function isSavingsTradingDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/** The first trading day strictly after `day`. */
export function nextSavingsTradingDay(day: string, holidays: ReadonlySet<string>): string {
  for (let step = 1; step <= SEARCH_LIMIT_DAYS; step++) {
    const candidate = addDays(day, step);
    if (isSavingsTradingDay(candidate, holidays)) return candidate;
  }
  throw new RangeError(`No savings trading day within ${SEARCH_LIMIT_DAYS} days after ${day}`);
}

/** Day T and the confirmation day of a move in at `instant`. */
export function transferDays(instant: Date, calendar: SavingsCalendar): TransferDays {
  const day = platformDay(instant, calendar.timeZone);
  const beforeCutoff = instant.getTime() < cutoffOf(day, calendar.timeZone).getTime();
  const tradeDay =
    beforeCutoff && isSavingsTradingDay(day, calendar.holidays)
      ? day
      : nextSavingsTradingDay(day, calendar.holidays);
  return { tradeDay, confirmDay: nextSavingsTradingDay(tradeDay, calendar.holidays) };
}

/**
 * The last day whose roll is due at `instant`: today once today's 08:00 has passed, else
 * yesterday.
 */
export function lastDueRollDay(instant: Date, timeZone: string): string {
  const today = platformDay(instant, timeZone);
  return instant.getTime() >= cutoffOf(today, timeZone).getTime() ? today : addDays(today, -1);
}
