// Times of the orders page, in the device's time zone.

const formats = new Map<string, Intl.DateTimeFormat>();

/** "05/12, 14:03:27" style: the date without the year and the time to the second. */
export function formatDateTime(epochMs: number | null, locale: string): string {
  if (epochMs === null) return '--';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(epochMs));
}
