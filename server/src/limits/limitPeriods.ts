// The periods limits count over (L1): a day from local midnight, a week from Monday's, a month
// from the 1st's, on the platform's clock, so "today" is the trader's day in Tempo's market.
import { addDays, localDateOf, zonedTimeToEpoch, type LimitPeriod } from '@tempo/shared';

export interface PeriodWindow {
  /** The first instant of the period holding `at` (epoch ms). */
  start: number;
  /** The first instant of the next one: when the count starts again. */
  end: number;
}

/** The period of kind `period` that holds the instant `at`, in `timeZone`. */
export function periodWindow(period: LimitPeriod, at: number, timeZone: string): PeriodWindow {
  const today = localDateOf(at, timeZone);
  let first: string;
  let next: string;
  if (period === 'day') {
    first = today;
    next = addDays(today, 1);
  } else if (period === 'week') {
    // 0 = Monday … 6 = Sunday, read from the local date itself (noon UTC keeps it on that date).
    const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
    first = addDays(today, -weekday);
    next = addDays(first, 7);
  } else {
    first = `${today.slice(0, 8)}01`;
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  }
  return {
    start: zonedTimeToEpoch(first, '00:00', timeZone),
    end: zonedTimeToEpoch(next, '00:00', timeZone),
  };
}

/** The day, week and month that hold one instant. */
export type PeriodWindows = Record<LimitPeriod, PeriodWindow>;

/** The day, week and month holding `at`, on the platform's clock. */
export function periodWindows(at: number, timeZone: string): PeriodWindows {
  return {
    day: periodWindow('day', at, timeZone),
    week: periodWindow('week', at, timeZone),
    month: periodWindow('month', at, timeZone),
  };
}
