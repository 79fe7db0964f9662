// The stake field of the purchase sheet (SPEC §5 amount rules): what a keystroke, a quick amount
// and "All" put in the field, and whether the field holds a stake the server would take. The field
// holds whole currency ("12.50"); the order is sent in cents.
import {
  formatCents,
  parseAmountToCents,
  sanitizeAmountInput,
  type CountdownOption,
  type ErrorCode,
} from '@tempo/shared';

/** The quick amounts offered under the field, in whole currency. */
export const QUICK_AMOUNTS = [10, 50, 100, 500] as const;

type Limits = Pick<CountdownOption, 'minAmount' | 'maxAmount'>;

/** The cap of the field: the option's maximum stake in whole currency. */
export function maxWhole(option: Limits): number {
  return Math.floor(option.maxAmount / 100);
}

/** The field after a keystroke: digits and one dot, two decimals, zero or less becomes 1, capped at the maximum. */
export function sanitizeAmount(raw: string, option: Limits): string {
  return sanitizeAmountInput(raw, maxWhole(option));
}

/** The field after tapping a quick amount: the amount, capped at the option's maximum. */
export function quickAmount(value: number, option: Limits): string {
  return sanitizeAmount(String(value), option);
}

/** The field after tapping "All": the whole balance of the account (cents), capped at the maximum. */
export function allAmount(balanceCents: number, option: Limits): string {
  return sanitizeAmount(formatCents(Math.max(0, Math.min(balanceCents, option.maxAmount))), option);
}

/** The stake in cents the field holds, or null while it holds none ("", "12." counts as 12). */
export function amountCents(text: string): number | null {
  const cents = parseAmountToCents(text.endsWith('.') ? text.slice(0, -1) : text);
  return cents === null || cents <= 0 ? null : cents;
}

export type AmountCheck =
  | { ok: true; cents: number }
  | { ok: false; reason: 'EMPTY' | Extract<ErrorCode, 'AMOUNT_OUT_OF_RANGE' | 'INSUFFICIENT_BALANCE'> };

/**
 * Whether the field holds a stake worth sending: within the option's range and, when the
 * balance is known, within it. The server checks both again; this only saves a round trip.
 */
export function checkAmount(text: string, option: Limits, balanceCents: number | null): AmountCheck {
  const cents = amountCents(text);
  if (cents === null) return { ok: false, reason: 'EMPTY' };
  if (cents < option.minAmount || cents > option.maxAmount)
    return { ok: false, reason: 'AMOUNT_OUT_OF_RANGE' };
  if (balanceCents !== null && cents > balanceCents) return { ok: false, reason: 'INSUFFICIENT_BALANCE' };
  return { ok: true, cents };
}
