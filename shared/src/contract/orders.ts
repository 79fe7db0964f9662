import { z } from 'zod';
import { DIRECTIONS, type Direction, type RecordedTick, type SettledStatus } from '../domain/settlement';
import { ACCOUNT_TYPES, type AccountType } from '../domain/accounts';
import { idParam } from './fields';
import { symbolField } from './quotes';

export const placeOrderBody = z.object({
  symbol: symbolField,
  direction: z.enum(DIRECTIONS, { error: 'VALIDATION_FAILED' }),
  /** Stake in cents. */
  amount: z
    .number({ error: 'EMPTY_VALUE' })
    .int({ error: 'AMOUNT_OUT_OF_RANGE' })
    .positive({ error: 'AMOUNT_OUT_OF_RANGE' }),
  durationSec: z.number({ error: 'EMPTY_VALUE' }).int({ error: 'UNKNOWN_DURATION' }),
  account: z.enum(ACCOUNT_TYPES, { error: 'VALIDATION_FAILED' }).default('real'),
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

export type OrderStatus = 'open' | SettledStatus;

/** An order as its owner sees it. Money in cents, times in epoch ms. */
export interface OrderView {
  id: number;
  symbol: string;
  account: AccountType;
  direction: Direction;
  amount: number;
  durationSec: number;
  payoutBps: number;
  status: OrderStatus;
  entryPrice: number;
  entryTs: number;
  expiryTs: number;
  exitPrice: number | null;
  exitTs: number | null;
  payout: number | null;
  profit: number | null;
  settledAt: number | null;
}

/** One order with the ticks that decided it: entry and exit with up to three on each side. */
export interface OrderDetail extends OrderView {
  auditTicks: { entry: RecordedTick[]; exit: RecordedTick[] } | null;
  /** The stale window (ms) its settlement applied under rule S9; null while open or for older orders. */
  feedStaleMs: number | null;
}

export const ORDER_LISTS = ['holding', 'closed'] as const;

export const orderListQuery = z.object({
  list: z.enum(ORDER_LISTS, { error: 'VALIDATION_FAILED' }).default('holding'),
  account: z.enum(ACCOUNT_TYPES, { error: 'VALIDATION_FAILED' }).optional(),
  /** Orders older than this id (the last one of the previous page). */
  cursor: idParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export interface OrderPage {
  orders: OrderView[];
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: number | null;
}

/** `order:settled` as the owner receives it. */
export interface OrderSettledEvent {
  order: OrderView;
  /** The balance the order moved, after settlement (cents). */
  balance: number;
}

/** `balance` events: the user's balances after a change, in cents. */
export interface BalanceEvent {
  available: number;
  frozen: number;
  savings: number;
  demo: number;
}
