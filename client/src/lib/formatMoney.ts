import { formatCents } from '@tempo/shared';

/** An amount in cents as the person reads it: "$12.50", "-$3.00". */
export function formatMoney(amountCents: number, currencySymbol: string): string {
  const sign = amountCents < 0 ? '-' : '';
  return `${sign}${currencySymbol}${formatCents(Math.abs(amountCents))}`;
}
