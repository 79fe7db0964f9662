import { parseAmountToCents } from '@tempo/shared';

/**
 * Signed cents from an amount typed by ops: "250" or "+250" credits 25000, "-12.5" debits 1250;
 * null for anything else, zero included (an adjustment of nothing is not one).
 */
export function parseSignedAmount(text: string): number | null {
  const trimmed = text.trim().replace(/^[−–]/, '-');
  const sign = trimmed.startsWith('-') ? -1 : 1;
  const cents = parseAmountToCents(/^[+-]/.test(trimmed) ? trimmed.slice(1) : trimmed);
  if (cents === null || cents === 0) return null;
  return sign * cents;
}
