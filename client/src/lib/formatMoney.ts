import { currentLocale } from './i18n/locale';

const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
}

/**
 * An amount in cents as the person reads it, grouped and with the decimal mark of their language:
 * "$12,345.50" in English, "$12.345,50" in Vietnamese, "-$3.00". The currency symbol is the site's.
 * Exact: whole cents below 2^53 / 100 divide by 100 to the nearest double, which two decimals print
 * back unchanged.
 */
export function formatMoney(amountCents: number, currencySymbol: string, locale = currentLocale()): string {
  const sign = amountCents < 0 ? '-' : '';
  return `${sign}${currencySymbol}${moneyFormat(locale).format(Math.abs(amountCents) / 100)}`;
}
