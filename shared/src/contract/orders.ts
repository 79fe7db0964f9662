import { z } from 'zod';
import { centsField, epochMsField, priceField } from '../domain/units';
import { DIRECTIONS, SETTLED_STATUSES } from '../domain/settlement';
import { ACCOUNT_TYPES } from '../domain/accounts';
import { balancesView } from './accounts';
import { idParam } from './fields';
import { symbolField } from './quotes';

export const placeOrderBody = z.object({
  symbol: symbolField,
  direction: z.enum(DIRECTIONS, { error: 'VALIDATION_FAILED' }),
  /** Stake in cents. */
  amount: z
    .number({ error: 'EMPTY_VALUE' })
    .int({ error: 'AMOUNT_OUT_OF_RANGE' })
    .positive({ error: 'AMOUNT_OUT_OF_RANGE' })
    .brand<'Cents'>(),
  durationSec: z.number({ error: 'EMPTY_VALUE' }).int({ error: 'UNKNOWN_DURATION' }),
  account: z.enum(ACCOUNT_TYPES, { error: 'VALIDATION_FAILED' }).default('real'),
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

export const ORDER_STATUSES = ['open', ...SETTLED_STATUSES] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const recordedTick = z.object({ p: z.number(), t: z.number().int() });

/** An order as its owner sees it. Money in cents, times in epoch ms. */
export const orderView = z.object({
  id: z.number().int(),
  symbol: z.string(),
  account: z.enum(ACCOUNT_TYPES),
  direction: z.enum(DIRECTIONS),
  amount: centsField,
  durationSec: z.number().int(),
  payoutBps: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  entryPrice: priceField,
  entryTs: epochMsField,
  expiryTs: epochMsField,
  exitPrice: priceField.nullable(),
  exitTs: epochMsField.nullable(),
  payout: centsField.nullable(),
  profit: centsField.nullable(),
  settledAt: epochMsField.nullable(),
});
export type OrderView = z.infer<typeof orderView>;

/** One order with the ticks that decided it: entry and exit with up to three on each side. */
export const orderDetail = orderView.extend({
  auditTicks: z.object({ entry: z.array(recordedTick), exit: z.array(recordedTick) }).nullable(),
  /** The stale window (ms) its settlement applied under rule S9; null while open or for older orders. */
  feedStaleMs: z.number().int().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const ORDER_LISTS = ['holding', 'closed'] as const;

export const orderListQuery = z.object({
  list: z.enum(ORDER_LISTS, { error: 'VALIDATION_FAILED' }).default('holding'),
  account: z.enum(ACCOUNT_TYPES, { error: 'VALIDATION_FAILED' }).optional(),
  /** Orders older than this id (the last one of the previous page). */
  cursor: idParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const orderPage = z.object({
  orders: z.array(orderView),
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: z.number().int().nullable(),
});
export type OrderPage = z.infer<typeof orderPage>;

/** `balance` events: the user's balances after a change, in cents. */
export const balanceEvent = balancesView;
export type BalanceEvent = z.infer<typeof balanceEvent>;

/**
 * `orders:settled` as the owner receives it: the owner's orders one settlement pass closed (one
 * or many: a burst of expiries in the same second arrives as one message), and the balances
 * after them (cents).
 */
export const ordersSettledEvent = z.object({
  orders: z.array(orderView).min(1),
  balances: balanceEvent,
});
export type OrdersSettledEvent = z.infer<typeof ordersSettledEvent>;

/** The trader's current session for the reality check: when it began, and its result on real orders. */
export const sessionResult = z.object({
  startedAt: epochMsField,
  /** Profit (negative: loss) of real orders settled since the session began, in cents. */
  profit: centsField,
  /** Real orders settled since the session began. */
  settledOrders: z.number().int(),
});
export type SessionResult = z.infer<typeof sessionResult>;
