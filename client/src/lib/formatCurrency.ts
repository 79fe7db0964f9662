// Amounts in a currency other than the account's, and exchange rates, as the person's language
// writes them (deposits SPEC D13, D14): a bank transfer made in dong, baht or rupiah. Every number
// goes through Intl from its exact decimal text, never through a binary float.
import { RATE_BASE_CURRENCY, minorUnitsToDecimal } from '@tempo/shared';
import { currentLocale } from './i18n/locale';

/**
 * `minor` units of `currency` (with `digits` decimals) as money in the language: "3.817.575 ₫" in
 * Vietnamese, "₫3,817,575" in English, "฿5,418.75" in Thai.
 */
export function formatCurrencyAmount(
  minor: number | bigint,
  currency: string,
  digits: number,
  locale = currentLocale(),
): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnitsToDecimal(minor, digits));
}

/**
 * The two sides of a rate of `rate` (a decimal text) units of `currency` per USD, each with its
 * currency's code where the language puts it: { base: "1 USD", quote: "25.450,5 VND" } in
 * Vietnamese, { base: "USD 1", quote: "VND 25,450.5" } in English.
 */
export function formatRate(
  rate: string,
  currency: string,
  locale = currentLocale(),
): { base: string; quote: string } {
  const side = (code: string, maximumFractionDigits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'code',
      minimumFractionDigits: 0,
      maximumFractionDigits,
    });
  return {
    base: side(RATE_BASE_CURRENCY, 0).format(1),
    quote: side(currency, 6).format(rate as `${number}`),
  };
}

/** The currency's name in the language ("Đồng Việt Nam", "Thai Baht"), or its code when Intl has none. */
export function currencyName(currency: string, locale = currentLocale()): string {
  return new Intl.DisplayNames([locale], { type: 'currency' }).of(currency) ?? currency;
}
