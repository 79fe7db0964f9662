// When a message arrived, as the list shows it: "just now", then minutes or hours ago in the
// reader's language, then the date and time once it is a day old (SPEC §4: under 15 minutes reads
// as just now).
import { formatDateTime } from '../../lib/formatDateTime';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Below this age a message reads as just now. */
export const JUST_NOW_MS = 15 * MINUTE_MS;

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/**
 * The time of a message created at `createdAt`, read at `now` (both epoch ms, device clock):
 * `justNow` under 15 minutes (and for a time slightly ahead of the device's clock), whole minutes
 * or hours ago under a day, else the date and time.
 */
export function formatMessageTime(createdAt: number, now: number, locale: string, justNow: string): string {
  const age = now - createdAt;
  if (age < JUST_NOW_MS) return justNow;
  if (age < HOUR_MS) return relativeFormat(locale).format(-Math.floor(age / MINUTE_MS), 'minute');
  if (age < DAY_MS) return relativeFormat(locale).format(-Math.floor(age / HOUR_MS), 'hour');
  return formatDateTime(createdAt, locale);
}
