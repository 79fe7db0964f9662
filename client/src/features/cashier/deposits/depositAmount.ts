// The amount field of the deposit form (SPEC §5 amount rules) against the chosen channel's limits.
// The field holds whole currency ("12.50"); the request is sent in cents. The server checks the
// limits again: this only saves a round trip and says why under the field.
import { parseAmountToCents, sanitizeAmountInput, type Cents, type DepositChannelView } from '@tempo/shared';

type Limits = Pick<DepositChannelView, 'minAmount' | 'maxAmount'>;

/** The field after a keystroke: digits and one dot, two decimals, zero or less becomes 1, capped at the channel's maximum. */
export function sanitizeDepositAmount(raw: string, channel: Limits): string {
  return sanitizeAmountInput(raw, Math.floor(channel.maxAmount / 100));
}

export type DepositAmountCheck =
  { ok: true; cents: number } | { ok: false; reason: 'EMPTY' | 'BELOW_MIN' | 'ABOVE_MAX' };

/** The cents the field holds ("12." counts as 12), within the channel's limits or not; null for none. */
export function typedCents(text: string): Cents | null {
  const cents = parseAmountToCents(text.endsWith('.') ? text.slice(0, -1) : text);
  return cents !== null && cents > 0 ? cents : null;
}

/** Whether the field holds an amount the channel takes ("12." counts as 12). */
export function checkDepositAmount(text: string, channel: Limits): DepositAmountCheck {
  const cents = typedCents(text);
  if (cents === null) return { ok: false, reason: 'EMPTY' };
  if (cents < channel.minAmount) return { ok: false, reason: 'BELOW_MIN' };
  if (cents > channel.maxAmount) return { ok: false, reason: 'ABOVE_MAX' };
  return { ok: true, cents };
}
