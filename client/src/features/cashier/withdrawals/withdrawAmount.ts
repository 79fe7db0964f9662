// The amount field of the withdraw page (SPEC §5 amount rules): what a keystroke, a quick amount
// and "All" put in the field, and whether it holds an amount the server would take. The field
// holds whole currency ("12.50"); the request is sent in cents.
import { formatCents, parseAmountToCents, sanitizeAmountInput } from '@tempo/shared';
import { allWithdrawable, withdrawalTotal, type FeeRule } from './withdrawalFee';

/** The quick amounts offered above the field, in whole currency. */
export const QUICK_AMOUNTS = [100, 500, 1000, 5000] as const;

/** The limits and fee of the quote that the amount is judged by, in cents. */
export interface AmountRules extends FeeRule {
  minAmount: number;
  maxAmount: number;
}

/** The cap of the field in whole currency: the maximum amount, rounded down. */
const maxWhole = (rules: AmountRules): number => Math.floor(rules.maxAmount / 100);

/** The field after a keystroke: digits and one dot, two decimals, zero or less becomes 1, capped. */
export function sanitizeWithdrawAmount(raw: string, rules: AmountRules): string {
  return sanitizeAmountInput(raw, maxWhole(rules));
}

/** The field after tapping "All": the most that can be withdrawn from `available` cents, or '' if nothing can. */
export function allAmountText(available: number, rules: AmountRules): string {
  const cents = allWithdrawable(available, rules);
  return cents > 0 ? formatCents(cents) : '';
}

/** The amount in cents the field holds, or null while it holds none ("12." counts as 12). */
export function amountCents(text: string): number | null {
  const cents = parseAmountToCents(text.endsWith('.') ? text.slice(0, -1) : text);
  return cents === null || cents <= 0 ? null : cents;
}

/** Why an amount cannot be withdrawn yet. */
export type AmountProblem = 'EMPTY' | 'BELOW_MIN' | 'ABOVE_MAX' | 'INSUFFICIENT_BALANCE';

export type AmountCheck = { ok: true; cents: number } | { ok: false; problem: AmountProblem };

/**
 * Whether the field holds an amount worth sending: within the limits and, with its fee, within
 * `available` cents. The server checks all of it again; this only saves the trader a round trip.
 */
export function checkWithdrawAmount(text: string, rules: AmountRules, available: number): AmountCheck {
  const cents = amountCents(text);
  if (cents === null) return { ok: false, problem: 'EMPTY' };
  if (cents < rules.minAmount) return { ok: false, problem: 'BELOW_MIN' };
  if (cents > rules.maxAmount) return { ok: false, problem: 'ABOVE_MAX' };
  if (withdrawalTotal(cents, rules) > available) return { ok: false, problem: 'INSUFFICIENT_BALANCE' };
  return { ok: true, cents };
}
