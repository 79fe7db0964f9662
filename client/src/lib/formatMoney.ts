import { formatCents } from '@tempo/shared';

/** An amount in cents as the person reads it: "$12,345.50", "-$3.00". Digits stay exact: no floats. */
export function formatMoney(amountCents: number, currencySymbol: string): string {
  const sign = amountCents < 0 ? '-' : '';
  const [whole, fraction] = formatCents(Math.abs(amountCents)).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${currencySymbol}${grouped}.${fraction}`;
}
