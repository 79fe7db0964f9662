// What a limit refuses (L4, L5), decided from the limits in force and what the trader has used:
// pure, so the owners of orders and deposits call it inside their own transactions with their
// own figures, under the trader's balance lock (L6).
import type { ErrorCode, LimitKey, LimitPeriod } from '@tempo/shared';
import type { EffectiveLimits } from './limitsRepo';
import type { PeriodWindows } from './limitPeriods';

export const LIMIT_PERIOD_KEYS = {
  deposit: { day: 'depositDay', week: 'depositWeek', month: 'depositMonth' },
  loss: { day: 'lossDay', week: 'lossWeek', month: 'lossMonth' },
  stake: { day: 'stakeDay', week: 'stakeWeek', month: 'stakeMonth' },
} as const satisfies Record<string, Record<LimitPeriod, LimitKey>>;

const REFUSAL_CODES = {
  depositDay: 'LIMIT_DEPOSIT_DAY',
  depositWeek: 'LIMIT_DEPOSIT_WEEK',
  depositMonth: 'LIMIT_DEPOSIT_MONTH',
  lossDay: 'LIMIT_LOSS_DAY',
  lossWeek: 'LIMIT_LOSS_WEEK',
  lossMonth: 'LIMIT_LOSS_MONTH',
  stakeDay: 'LIMIT_STAKE_DAY',
  stakeWeek: 'LIMIT_STAKE_WEEK',
  stakeMonth: 'LIMIT_STAKE_MONTH',
  orderStake: 'LIMIT_ORDER_STAKE',
  openOrders: 'LIMIT_OPEN_ORDERS',
} as const satisfies Record<LimitKey, ErrorCode>;

export type LimitRefusalCode = (typeof REFUSAL_CODES)[LimitKey];

/** Which limit refused, its value, and when its count starts again (null for those not counted over a period). */
export interface LimitRefusal {
  code: LimitRefusalCode;
  key: LimitKey;
  limit: number;
  resetsAt: number | null;
}

/** A trader's real-order figures, each period's counted from its start (L4). */
export interface OrderUsage {
  openOrders: number;
  /** Stakes of open real orders: what they lose at worst. */
  openStake: number;
  /** Stakes of real orders placed in each period. */
  stake: Record<LimitPeriod, number>;
  /** Stakes lost less profits won on real orders settled in each period (negative when ahead). */
  settledLoss: Record<LimitPeriod, number>;
}

const PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** Whether any limit on orders is set: a trader with none costs the placement nothing more. */
export function limitsOrders(limits: EffectiveLimits): boolean {
  return (
    limits.orderStake !== undefined ||
    limits.openOrders !== undefined ||
    PERIODS.some((p) => limits[LIMIT_PERIOD_KEYS.stake[p]] !== undefined) ||
    PERIODS.some((p) => limits[LIMIT_PERIOD_KEYS.loss[p]] !== undefined)
  );
}

/**
 * L4: what refuses a real order of `amount` given `usage`, or null. The order counts as lost in
 * the worst case: a loss limit holds the settled losses, every open stake and this one.
 */
export function orderRefusal(
  limits: EffectiveLimits,
  usage: OrderUsage,
  amount: number,
  windows: PeriodWindows,
): LimitRefusal | null {
  const refuse = (key: LimitKey, resetsAt: number | null): LimitRefusal => ({
    code: REFUSAL_CODES[key],
    key,
    limit: limits[key]!,
    resetsAt,
  });
  if (limits.orderStake !== undefined && amount > limits.orderStake) return refuse('orderStake', null);
  if (limits.openOrders !== undefined && usage.openOrders + 1 > limits.openOrders)
    return refuse('openOrders', null);
  for (const period of PERIODS) {
    const stakeKey = LIMIT_PERIOD_KEYS.stake[period];
    const stakeLimit = limits[stakeKey];
    if (stakeLimit !== undefined && usage.stake[period] + amount > stakeLimit) {
      return refuse(stakeKey, windows[period].end);
    }
    const lossKey = LIMIT_PERIOD_KEYS.loss[period];
    const lossLimit = limits[lossKey];
    if (lossLimit !== undefined && usage.settledLoss[period] + usage.openStake + amount > lossLimit) {
      return refuse(lossKey, windows[period].end);
    }
  }
  return null;
}

/** What `usage` becomes once a real order of `amount` is placed. */
export function withOrderPlaced(usage: OrderUsage, amount: number): OrderUsage {
  return {
    openOrders: usage.openOrders + 1,
    openStake: usage.openStake + amount,
    stake: {
      day: usage.stake.day + amount,
      week: usage.stake.week + amount,
      month: usage.stake.month + amount,
    },
    settledLoss: usage.settledLoss,
  };
}

/** L5: what refuses a deposit request of `amount` given the amounts requested in each period, or null. */
export function depositRefusal(
  limits: EffectiveLimits,
  requested: Record<LimitPeriod, number>,
  amount: number,
  windows: PeriodWindows,
): LimitRefusal | null {
  for (const period of PERIODS) {
    const key = LIMIT_PERIOD_KEYS.deposit[period];
    const limit = limits[key];
    if (limit !== undefined && requested[period] + amount > limit) {
      return { code: REFUSAL_CODES[key], key, limit, resetsAt: windows[period].end };
    }
  }
  return null;
}
