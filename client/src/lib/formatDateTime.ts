// Dates and times of records (deposits, withdrawals, fund records, messages), in the device's time
// zone and the reader's language.

const formats = new Map<string, Intl.DateTimeFormat>();

/** "2026-11-23 14:03" style, as the language writes it: the date with its year, the time to the minute. */
export function formatDateTime(epochMs: number | null, locale: string): string {
  if (epochMs === null) return '--';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(epochMs));
}
