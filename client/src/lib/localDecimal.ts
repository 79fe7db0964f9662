/**
 * A decimal number kept as exact text ("0.0100", from integer maths) written with the decimal sign
 * of `locale` ("0,0100" in Vietnamese), its digits untouched.
 */
export function localDecimal(decimal: string, locale: string): string {
  const sign = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal');
  return sign ? decimal.replace('.', sign.value) : decimal;
}
