// Numbers of quote screens, grouped and with the decimal mark of the person's language (Intl), as
// the money display is.
import { currentLocale } from '../../lib/i18n/locale';

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and options, made once. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A price with the product's number of decimals: 67,123.45 (67.123,45 in Vietnamese). */
export function formatPrice(price: number, precision: number, locale = currentLocale()): string {
  return numberFormat(locale, { minimumFractionDigits: precision, maximumFractionDigits: precision }).format(
    price,
  );
}

/** A price change with its sign: +12.30, −4.00 (a true minus sign), 0.00. */
export function formatSignedPrice(change: number, precision: number, locale = currentLocale()): string {
  const text = formatPrice(Math.abs(change), precision, locale);
  if (text === formatPrice(0, precision, locale)) return text;
  return change > 0 ? `+${text}` : `\u2212${text}`;
}

/** A percentage change with its sign, as the language writes percentages: +1.87%, −0.42 %, 0.00%. */
export function formatPercent(changePct: number, locale = currentLocale()): string {
  const format = numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const text = format.format(Math.abs(changePct) / 100);
  if (text === format.format(0)) return text;
  return `${changePct > 0 ? '+' : '\u2212'}${text}`;
}

/** A volume or turnover in few characters: 1.23K, 82.4M (as the language shortens them). */
export function formatCompact(value: number, locale = currentLocale()): string {
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(value);
}
