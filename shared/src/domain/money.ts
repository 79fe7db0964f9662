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
