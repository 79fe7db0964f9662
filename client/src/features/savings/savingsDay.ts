// The days of the savings balance ("2026-11-25") are calendar days of the platform's time zone, not
// instants: they are shown as that same day in every time zone. Each is built at noon UTC and
// formatted in UTC, so no offset of the device can move it to the day before or after.

/** How much of a day is shown: the confirmation day of a lot, or a holiday with its year. */
export type DayStyle = 'short' | 'long';

const STYLES: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  // "Tue, Nov 25" / "T3, 25 thg 11" / "11月25日周二"
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  // "Thursday, January 1, 2026"
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** The instant noon UTC of `day` ("YYYY-MM-DD"), or null when `day` is not a real calendar day. */
export function noonUtcOf(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const noon = new Date(Date.UTC(year, month - 1, date, 12));
  // Date.UTC rolls 2026-02-30 over into March: such a day does not exist.
  if (noon.getUTCFullYear() !== year || noon.getUTCMonth() !== month - 1 || noon.getUTCDate() !== date) {
    return null;
  }
  return noon;
}

/** A platform day in the reader's language ("Tue, Nov 25"); a malformed day is shown as it came. */
export function formatSavingsDay(day: string, locale: string, style: DayStyle = 'short'): string {
  const noon = noonUtcOf(day);
  if (!noon) return day;
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(noon);
}

/**
 * The offset of a time zone now, in the reader's language ("GMT+07:00"), to say beside its name
 * which clock the 08:00 cut-off follows; '' when the device does not know the zone.
 */
export function timeZoneOffset(timeZone: string, locale: string, at: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}
