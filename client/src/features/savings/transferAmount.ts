// The amount field of the transfer page (SPEC §5 amount rules) and the limits a transfer is judged
// by: the minimum per transfer, the transfers left today and the source balance (in: the available
// balance; out: the transferable shares). The field holds whole currency ("12.50"); the request is
// sent in cents. The server checks everything again; this only saves the trader a round trip and
// says why under the field.
import {
  SAVINGS_TRANSFER_CEILING,
  formatCents,
  parseAmountToCents,
  sanitizeAmountInput,
  type ErrorCode,
  type SavingsSummary,
} from '@tempo/shared';

/** Which way the money moves: into savings from the available balance, or back out of it. */
export type TransferDirection = 'in' | 'out';

/** The direction of the page's query (`?dir=in|out`); anything else reads as a move in. */
export function directionOfQuery(search: string): TransferDirection {
  return new URLSearchParams(search).get('dir') === 'out' ? 'out' : 'in';
}

/** What the money is moved from, in cents: the available balance, or the transferable shares. */
export function sourceBalance(
  direction: TransferDirection,
  summary: Pick<SavingsSummary, 'available' | 'transferable'>,
): number {
  return direction === 'in' ? summary.available : summary.transferable;
}

/** The cap of the field in whole currency: the most one transfer may move. */
const MAX_WHOLE = Math.floor(SAVINGS_TRANSFER_CEILING / 100);

/** The field after a keystroke: digits and one dot, two decimals, zero or less becomes 1, capped. */
export function sanitizeTransferAmount(raw: string): string {
  return sanitizeAmountInput(raw, MAX_WHOLE);
}

/** The field after tapping "All": the whole source balance (cents), capped; '' when there is none. */
export function allAmountText(sourceCents: number): string {
  const cents = Math.min(sourceCents, SAVINGS_TRANSFER_CEILING);
  return cents > 0 ? formatCents(cents) : '';
}

/** The amount in cents the field holds, or null while it holds none ("12." counts as 12). */
export function amountCents(text: string): number | null {
  const cents = parseAmountToCents(text.endsWith('.') ? text.slice(0, -1) : text);
  return cents === null || cents <= 0 ? null : cents;
}

/** Why a transfer cannot go: nothing entered, a limit, or more than the source holds. */
export type TransferProblem =
  'EMPTY' | 'BELOW_MIN' | 'ABOVE_MAX' | 'NO_TRANSFERS_LEFT' | 'INSUFFICIENT_BALANCE' | 'NOT_TRANSFERABLE';

export type TransferCheck = { ok: true; cents: number } | { ok: false; problem: TransferProblem };

/** The limits of today that a transfer is judged by. */
export type TransferLimits = Pick<
  SavingsSummary,
  'available' | 'transferable' | 'minTransfer' | 'transfersLeftToday'
>;

/** Whether the field holds a transfer worth sending now. */
export function checkTransfer(
  text: string,
  direction: TransferDirection,
  limits: TransferLimits,
): TransferCheck {
  if (limits.transfersLeftToday <= 0) return { ok: false, problem: 'NO_TRANSFERS_LEFT' };
  const cents = amountCents(text);
  if (cents === null) return { ok: false, problem: 'EMPTY' };
  if (cents < limits.minTransfer) return { ok: false, problem: 'BELOW_MIN' };
  if (cents > SAVINGS_TRANSFER_CEILING) return { ok: false, problem: 'ABOVE_MAX' };
  if (cents > sourceBalance(direction, limits)) {
    return { ok: false, problem: direction === 'in' ? 'INSUFFICIENT_BALANCE' : 'NOT_TRANSFERABLE' };
  }
  return { ok: true, cents };
}

/** Problems said while typing: more digits only make them worse. The others wait for the button. */
export const LIVE_PROBLEMS: ReadonlySet<TransferProblem> = new Set([
  'ABOVE_MAX',
  'NO_TRANSFERS_LEFT',
  'INSUFFICIENT_BALANCE',
  'NOT_TRANSFERABLE',
]);

const PROBLEM_OF_CODE: Partial<Record<ErrorCode | string, TransferProblem>> = {
  SAVINGS_AMOUNT_TOO_SMALL: 'BELOW_MIN',
  AMOUNT_OUT_OF_RANGE: 'ABOVE_MAX',
  SAVINGS_DAILY_LIMIT: 'NO_TRANSFERS_LEFT',
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  SAVINGS_NOT_TRANSFERABLE: 'NOT_TRANSFERABLE',
};

/** The field's problem a refusal of the server names, or null for a refusal the field cannot explain. */
export function problemOfRefusal(code: string): TransferProblem | null {
  return PROBLEM_OF_CODE[code] ?? null;
}
