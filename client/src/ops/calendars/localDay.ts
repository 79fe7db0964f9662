// Days as the calendars use them: "YYYY-MM-DD", shown in the reader's language without any time
// zone moving them.
import { formatSavingsDay } from '../../features/savings/savingsDay';
import { currentLocale } from '../../lib/i18n/locale';

/** Today on this device's calendar, the default of a date field (the server checks its own today). */
export function todayHere(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A calendar day in the console's language with its weekday and year. */
export function formatDay(day: string): string {
  return formatSavingsDay(day, currentLocale(), 'long');
}
