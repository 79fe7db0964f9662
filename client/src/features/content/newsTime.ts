// When a news item was published, as lists show it: as a message's time under a day ("just now"
// under 15 minutes, then minutes or hours ago: inbox/messageTime.ts), then days ago for a week,
// then the date and time, each in the reader's language.
import { formatDateTime } from '../../lib/formatDateTime';
import { formatMessageTime } from '../inbox/messageTime';

const DAY_MS = 24 * 60 * 60_000;
/** Up to this age a news item reads as some days ago; older, by its date. */
const DAYS_AGO_UNTIL_MS = 7 * DAY_MS;

const dayFormats = new Map<string, Intl.RelativeTimeFormat>();

function daysAgo(days: number, locale: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' });
    dayFormats.set(locale, format);
  }
  return format.format(-days, 'day');
}

/** The time of a news item published at `publishedAt`, read at `now` (both epoch ms, device clock). */
export function formatNewsTime(publishedAt: number, now: number, locale: string, justNow: string): string {
  const age = now - publishedAt;
  if (age < DAY_MS) return formatMessageTime(publishedAt, now, locale, justNow);
  if (age < DAYS_AGO_UNTIL_MS) return daysAgo(Math.floor(age / DAY_MS), locale);
  return formatDateTime(publishedAt, locale);
}
