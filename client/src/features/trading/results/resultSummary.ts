// What the result toast says about several results at once: how many, and their net profit when
// they are all of one account (real and demo money do not add up).
import type { AccountType, OrderView } from '@tempo/shared';

export interface ResultSummary {
  count: number;
  /** The one account of every result, or null when they are of both. */
  account: AccountType | null;
  /** Net profit in cents (a draw or void counts 0); null when the accounts are mixed. */
  net: number | null;
}

type SettledOrder = Pick<OrderView, 'account' | 'status' | 'profit' | 'amount'>;

/** The profit of one settled order in cents: a loss is the stake, a refund is nothing, a sale its price less the stake. */
export function profitOf(order: Pick<OrderView, 'status' | 'profit' | 'amount'>): number {
  if (order.status === 'won' || order.status === 'sold') return order.profit ?? 0;
  if (order.status === 'lost') return -Math.abs(order.profit ?? order.amount);
  return 0;
}

export function summarizeResults(orders: readonly SettledOrder[]): ResultSummary {
  const accounts = new Set(orders.map((order) => order.account));
  const account = accounts.size === 1 ? [...accounts][0]! : null;
  const net = account === null ? null : orders.reduce((sum, order) => sum + profitOf(order), 0);
  return { count: orders.length, account, net };
}
