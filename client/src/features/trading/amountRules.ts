// The stake field of the purchase sheet (SPEC §5 amount rules): what a keystroke, a quick amount
// and "All" put in the field, and whether the field holds a stake the server would take. The field
// holds whole currency ("12.50"); the order is sent in cents.
import {
  formatCents,
  parseAmountToCents,
  sanitizeAmountInput,
  winningPayout,
  type CountdownOption,
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

/**
 * The field after tapping "All": the whole balance of the account (cents), capped at the maximum;
 * null when the balance is below the minimum stake, which no order could use (the sheet says why
 * rather than putting in a stake the server would refuse).
 */
export function allAmount(balanceCents: number, option: Limits): string | null {
  if (balanceCents < option.minAmount) return null;
  return sanitizeAmount(formatCents(Math.min(balanceCents, option.maxAmount)), option);
}

/** The stake in cents the field holds, or null while it holds none ("", "12." counts as 12). */
export function amountCents(text: string): number | null {
  const cents = parseAmountToCents(text.endsWith('.') ? text.slice(0, -1) : text);
  return cents === null || cents <= 0 ? null : cents;
}

/** Why a stake cannot be sent: none typed, outside the option's limits, or beyond the balance. */
export type AmountProblem = 'EMPTY' | 'BELOW_MIN' | 'ABOVE_MAX' | 'INSUFFICIENT_BALANCE';

export type AmountCheck = { ok: true; cents: number } | { ok: false; reason: AmountProblem };

/**
 * Whether the field holds a stake worth sending: within the option's range and, when the
 * balance is known, within it. The server checks both again; this only saves a round trip and
 * names the limit the stake missed.
 */
export function checkAmount(text: string, option: Limits, balanceCents: number | null): AmountCheck {
  const cents = amountCents(text);
  if (cents === null) return { ok: false, reason: 'EMPTY' };
  if (cents < option.minAmount) return { ok: false, reason: 'BELOW_MIN' };
  if (cents > option.maxAmount) return { ok: false, reason: 'ABOVE_MAX' };
  if (balanceCents !== null && cents > balanceCents) return { ok: false, reason: 'INSUFFICIENT_BALANCE' };
  return { ok: true, cents };
}

/** Whether the balance (cents; null while unknown) can pay for the option's smallest stake. */
export function coversMinimum(balanceCents: number | null, option: Limits): boolean {
  return balanceCents === null || balanceCents >= option.minAmount;
}

/** What a winning stake of `cents` earns on top of the stake, in cents (the payout rate's share). */
export function profitIfRight(cents: number, payoutBps: number): number {
  return winningPayout(cents, payoutBps) - cents;
}
