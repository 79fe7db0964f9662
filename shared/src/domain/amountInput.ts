// The amount field rule of SPEC §5, apart from the other validators so that a screen using it
// does not load phone metadata.

/** The cap an amount input applies when the screen gives none. */
export const DEFAULT_AMOUNT_MAX = 999999;

/**
 * What an amount field shows after a keystroke: digits and one dot only, at most two decimals,
 * zero or below becomes 1 and anything above `max` becomes `max`. An empty field or a lone
 * trailing dot is left for the person to finish.
 */
export function sanitizeAmountInput(raw: string, max: number = DEFAULT_AMOUNT_MAX): string {
  let text = raw.replace(/[^\d.]/g, '');
  const firstDot = text.indexOf('.');
  if (firstDot !== -1) {
    text = text.slice(0, firstDot + 1) + text.slice(firstDot + 1).replace(/\./g, '');
    text = text.slice(0, firstDot + 3);
  }
  if (text === '') return '';
  if (text === '.') return '0.';
  if (text.startsWith('.')) text = `0${text}`;
  const value = Number(text);
  if (value > max) return String(max);
  if (text.endsWith('.') || /\.0?$/.test(text)) {
    // Mid-entry ("0.", "12.0"): judge the whole part only, so "0." can still become "0.5".
    return Number(text.split('.')[0]) > max ? String(max) : text;
  }
  if (value <= 0) return '1';
  return text.replace(/^0+(?=\d)/, '');
}
