// What stops a withdrawal before any amount is typed: each has its own message and, where the
// trader can fix it, a link. The server refuses the same cases; this says so before the form.

/** The parts of the quote (and the account) that can block a withdrawal. */
export interface BlockerInputs {
  accountBound: boolean;
  verificationRequired: boolean;
  verified: boolean;
  /** Whether now is within the allowed hours. */
  open: boolean;
  countLeftToday: number;
}

export type WithdrawBlocker = 'NO_ACCOUNT' | 'NOT_VERIFIED' | 'NO_COUNT_LEFT' | 'CLOSED';

/** Every blocker in force, the ones the trader can fix first. */
export function withdrawBlockers(inputs: BlockerInputs): WithdrawBlocker[] {
  const blockers: WithdrawBlocker[] = [];
  if (!inputs.accountBound) blockers.push('NO_ACCOUNT');
  if (inputs.verificationRequired && !inputs.verified) blockers.push('NOT_VERIFIED');
  if (inputs.countLeftToday <= 0) blockers.push('NO_COUNT_LEFT');
  if (!inputs.open) blockers.push('CLOSED');
  return blockers;
}

/** A minute of the platform's day (0–1439) as "HH:MM". */
export function minuteText(minute: number): string {
  const hours = Math.floor(minute / 60);
  return `${String(hours).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** The allowed hours [open, close) as "09:00–17:00"; null when they are the whole day (open = close). */
export function hoursText(openMinute: number, closeMinute: number): string | null {
  if (openMinute === closeMinute) return null;
  return `${minuteText(openMinute)}–${minuteText(closeMinute)}`;
}
