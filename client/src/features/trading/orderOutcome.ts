// What an order is worth: live, while it runs (the settlement rules applied with the live price as
// the exit), and once settled (the earnings message of the closing dialog). Money in cents.
import { settle, type OrderView, type RecordedTick, type SettlementResult } from '@tempo/shared';
import { formatMoney } from '../../lib/formatMoney';

type LiveOrder = Pick<
  OrderView,
  'direction' | 'amount' | 'payoutBps' | 'entryPrice' | 'entryTs' | 'expiryTs'
>;

/**
 * What the order would pay if it expired now, with `tick` as the exit spot: `settle` of
 * @tempo/shared, so the live figure follows the same rules as the server (a tick no later than
 * the entry tick voids, an unchanged price is a draw). A tick after expiry is not the exit: the
 * caller passes the last one at or before it (see `exitCandidate`).
 */
export function livePnl(order: LiveOrder, tick: RecordedTick | null): SettlementResult {
  return settle({
    direction: order.direction,
    amount: order.amount,
    payoutBps: order.payoutBps,
    entry: { p: order.entryPrice, t: order.entryTs },
    expiryTs: order.expiryTs,
    exit: tick,
    // A live estimate: the feed is plainly not stale while ticks arrive to be shown.
    feedStaleMs: null,
  });
}

/**
 * The exit spot so far: the newest tick at or before expiry. `previous` is the last candidate,
 * `tick` the newest tick seen; a tick after expiry leaves the candidate as it was.
 */
export function exitCandidate(
  order: Pick<OrderView, 'expiryTs'>,
  previous: RecordedTick | null,
  tick: RecordedTick | null,
): RecordedTick | null {
  if (!tick || tick.t > order.expiryTs) return previous;
  if (previous && previous.t > tick.t) return previous;
  return tick;
}

export type EarningsKind = 'win' | 'loss' | 'refund';

export interface Earnings {
  kind: EarningsKind;
  /** The amount as shown: "+$8.00" on a win, "-$10.00" on a loss, "$10.00" refunded. */
  text: string;
}

/**
 * The earnings message of a closed order: its profit on a win, a loss or a sale (E5), the
 * refunded stake on a draw or void.
 */
export function earningsOf(
  order: Pick<OrderView, 'status' | 'amount' | 'profit' | 'payout'>,
  currencySymbol: string,
): Earnings {
  switch (order.status) {
    case 'won': {
      const profit = order.profit ?? 0;
      return { kind: 'win', text: `+${formatMoney(profit, currencySymbol)}` };
    }
    case 'lost': {
      const loss = Math.abs(order.profit ?? -order.amount);
      return { kind: 'loss', text: `-${formatMoney(loss, currencySymbol)}` };
    }
    case 'sold': {
      const profit = order.profit ?? 0;
      return { kind: profit < 0 ? 'loss' : 'win', text: signedMoney(profit, currencySymbol) };
    }
    default:
      // A draw or a void gives the stake back; an order still open has earned nothing yet.
      return { kind: 'refund', text: formatMoney(order.payout ?? order.amount, currencySymbol) };
  }
}

/** Who won, in words a trader reads at a glance: the closing dialog's verdict (its figure in `amount`). */
export type Verdict =
  | { kind: 'won'; amount: string }
  | { kind: 'lost'; amount: string }
  | { kind: 'draw' }
  | { kind: 'void' }
  /** Closed early at its sale price: `amount` is the profit with its sign. */
  | { kind: 'sold'; amount: string }
  | { kind: 'open' };

export function verdictOf(
  order: Pick<OrderView, 'status' | 'amount' | 'profit'>,
  currencySymbol: string,
): Verdict {
  switch (order.status) {
    case 'won':
      return { kind: 'won', amount: `+${formatMoney(order.profit ?? 0, currencySymbol)}` };
    case 'lost':
      // "You lost $13.00": the verb carries the sign.
      return { kind: 'lost', amount: formatMoney(Math.abs(order.profit ?? order.amount), currencySymbol) };
    case 'draw':
    case 'void':
      return { kind: order.status };
    case 'sold':
      return { kind: 'sold', amount: signedMoney(order.profit ?? 0, currencySymbol) };
    default:
      return { kind: 'open' };
  }
}

/**
 * The vibration a result gives on a phone that has one: a double pulse for a win, one for any
 * other result; none when the trader turned it off or asks for reduced motion.
 */
export function hapticPatternOf(
  status: OrderView['status'],
  { enabled, reducedMotion }: { enabled: boolean; reducedMotion: boolean },
): number[] | null {
  if (!enabled || reducedMotion || status === 'open') return null;
  return status === 'won' ? [30, 60, 30] : [50];
}

/** A profit with its sign, as lists and live figures show it: "+$8.00", "-$10.00", "$0.00". */
export function signedMoney(cents: number, currencySymbol: string): string {
  if (cents > 0) return `+${formatMoney(cents, currencySymbol)}`;
  return formatMoney(cents, currencySymbol);
}
