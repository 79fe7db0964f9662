// The field of a new limit: money in the currency's units with two decimals, or a whole count of
// open orders, within what the server accepts.
import {
  LIMIT_MAX,
  isCountLimit,
  parseAmountToCents,
  sanitizeAmountInput,
  type LimitKey,
} from '@tempo/shared';

/** The field after a keystroke. */
export function sanitizeLimitInput(key: LimitKey, raw: string): string {
  if (isCountLimit(key)) {
    const digits = raw.replace(/\D/g, '').replace(/^0+/, '');
    return digits === '' ? '' : String(Math.min(Number(digits), LIMIT_MAX.count));
  }
  return sanitizeAmountInput(raw, Math.floor(LIMIT_MAX.money / 100));
}

/** The limit the field holds (cents, or a count), or null while it holds none. */
export function limitOfInput(key: LimitKey, text: string): number | null {
  if (isCountLimit(key)) return text === '' ? null : Number(text);
  const cents = parseAmountToCents(text.endsWith('.') ? text.slice(0, -1) : text);
  return cents === null || cents <= 0 ? null : cents;
}
