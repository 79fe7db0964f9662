// Dates and times in the device's time zone and the reader's language: one Intl format per
// language and shape, made once (a list of a hundred rows formats a hundred times a render).

type EpochFormatter = (epochMs: number | null, locale: string) => string;

/** Formats epoch ms with `options`; '--' for a time not known yet. */
function epochFormatter(options: Intl.DateTimeFormatOptions): EpochFormatter {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (epochMs, locale) => {
    if (epochMs === null) return '--';
    let format = formats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, hourCycle: 'h23' });
      formats.set(locale, format);
    }
    return format.format(new Date(epochMs));
  };
}

/**
 * Records (deposits, withdrawals, fund records, messages): "2026-11-23 14:03" style, as the
 * language writes it, the date with its year and the time to the minute.
 */
export const formatDateTime = epochFormatter({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Orders, which last seconds: "05/12, 14:03:27" style, the date without the year and the time to the second. */
export const formatOrderTime = epochFormatter({
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
