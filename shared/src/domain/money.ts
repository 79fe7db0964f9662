import { cents, type Cents } from './units';

/** Cents from a decimal amount typed by a person ("12.5" → 1250). Returns null for anything else. */
export function parseAmountToCents(text: string): Cents | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return cents(whole * 100 + fraction);
}

/** "1234.50" style text of an amount in cents, with a minus sign for debits; no grouping, no symbol. */
export function formatCents(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = Math.trunc(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/**
 * An exchange rate as ops write it and the server stores it (NUMERIC): a decimal of at most 9
 * whole digits and 6 decimals, never a binary float, so it converts exactly.
 */
export const RATE_PATTERN = /^(0|[1-9]\d{0,8})(?:\.(\d{1,6}))?$/;

/** The currency every rate is quoted against: a rate is how many of a currency one USD buys. */
export const RATE_BASE_CURRENCY = 'USD';

/** Whether `rate` is written as RATE_PATTERN says and is above zero. */
export function isRate(rate: string): boolean {
  return RATE_PATTERN.test(rate) && /[1-9]/.test(rate);
}

/**
 * What `amount` cents of the account currency (USD) come to in minor units of a currency with
 * `digits` decimals, at `rate` of its units per USD: amount / 100 × rate × 10^digits, in whole
 * numbers throughout and rounded up to the minor unit once at the end, so the transfer never falls
 * short of the amount credited. 12.34 USD at 25450.5 VND (0 decimals) → 314,060 (314,059.17 rounded up).
 */
export function convertCents(amount: Cents, rate: string, digits: number): bigint {
  const match = isRate(rate) && RATE_PATTERN.exec(rate);
  if (!match) throw new RangeError(`Not a rate: ${rate}`);
  if (!Number.isInteger(digits) || digits < 0) throw new RangeError(`Not a number of decimals: ${digits}`);
  const fraction = match[2] ?? '';
  const numerator = BigInt(amount) * BigInt(match[1]! + fraction) * 10n ** BigInt(digits);
  const denominator = 100n * 10n ** BigInt(fraction.length);
  const whole = numerator / denominator;
  return numerator % denominator === 0n ? whole : whole + 1n;
}

/**
 * Minor units written as a plain decimal with `digits` decimals and no grouping ("314059",
 * "5418.75"): what a bank app's amount field takes, and what Intl formats exactly.
 */
export function minorUnitsToDecimal(minor: number | bigint, digits: number): `${number}` {
  const text = BigInt(minor).toString();
  const negative = text.startsWith('-');
  const bare = (negative ? text.slice(1) : text).padStart(digits + 1, '0');
  const decimal = digits ? `${bare.slice(0, -digits)}.${bare.slice(-digits)}` : bare;
  return `${negative ? '-' : ''}${decimal}` as `${number}`;
}

/** The decimals of a currency's minor unit per ISO 4217 as this runtime's Intl knows it: VND 0, THB 2. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits!;
}

/** Whether `code` is an ISO 4217 currency code this runtime's Intl knows ("VND", not "vnd" or "XYZ"). */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);
}
