import { z } from 'zod';
import { centsField, epochMsField, priceField } from '../domain/units';
import { DIRECTIONS, SETTLED_STATUSES } from '../domain/settlement';
import { ACCOUNT_TYPES } from '../domain/accounts';
import { balancesView } from './accounts';
import { earlyCloseTerms } from './adminCatalogue';
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

/**
 * What a sold order keeps of its sale (server/src/orders/SPEC.md E5): the price it sold at, the
 * lowest the trader accepted, and every input of the price, so that anyone can recompute it from
 * the tick archive with the order's terms.
 */
export const saleRecord = z.object({
  /** Cents credited: 0 ≤ price ≤ payout. */
  price: z.number().int(),
  /** The lowest price the trader accepted, in cents. */
  minPrice: z.number().int(),
  fair: z.number().int(),
  spread: z.number().int(),
  winMicros: z.number().int(),
  variancePerSec: z.number(),
  timeLeftMs: z.number().int(),
  tick: recordedTick,
});
export type SaleRecord = z.infer<typeof saleRecord>;

/** One order with the ticks that decided it: entry and exit with up to three on each side. */
export const orderDetail = orderView.extend({
  auditTicks: z.object({ entry: z.array(recordedTick), exit: z.array(recordedTick) }).nullable(),
  /** The stale window (ms) its settlement applied under rule S9; null while open or for older orders. */
  feedStaleMs: z.number().int().nullable(),
  /** The early-close terms it was placed under (E4); null when its product had early close off. */
  earlyClose: earlyCloseTerms.nullable(),
  /** Its sale, when it was sold before its expiry (E5). */
  sale: saleRecord.nullable(),
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

/**
 * What an open order would sell for now (server/src/orders/SPEC.md E1–E3), with every input of the
 * price, so that the sale it leads to can be re-derived from the tick archive.
 */
export const saleQuote = z.object({
  orderId: z.number().int(),
  /** Cents: 0 ≤ price ≤ payout. */
  price: z.number().int(),
  payout: z.number().int(),
  /** The model's value before the spread, and the spread, in cents. */
  fair: z.number().int(),
  spread: z.number().int(),
  /** The chance of a win in millionths. */
  winMicros: z.number().int(),
  variancePerSec: z.number(),
  timeLeftMs: z.number().int(),
  /** The tick the price stands on. */
  tick: z.object({ p: z.number(), t: z.number().int() }),
});
export type SaleQuote = z.infer<typeof saleQuote>;

/**
 * One watched order's sale price now (`sale:prices`, E1–E5): its quote, or null with why it cannot
 * be sold this moment: its sell window is closed (too soon after the entry or too near the expiry),
 * or the feed is stale. A sale still goes through `POST /orders/:id/sell`, priced again there.
 */
export const salePriceView = z.object({
  orderId: z.number().int(),
  quote: saleQuote.nullable(),
  reason: z.enum(['SELL_WINDOW_CLOSED', 'FEED_UNAVAILABLE']).nullable(),
});
export type SalePriceView = z.infer<typeof salePriceView>;

/** `sale:prices`: the prices of the orders this socket watches (`sale:watch`) on the latest ticks. */
export const salePricesEvent = z.object({ prices: z.array(salePriceView).min(1) });
export type SalePricesEvent = z.infer<typeof salePricesEvent>;

/** Sell an open order now, at no less than `minPrice` cents (the price the trader was shown). */
export const sellOrderBody = z.object({
  minPrice: z
    .number({ error: 'EMPTY_VALUE' })
    .int({ error: 'VALIDATION_FAILED' })
    .min(0, { error: 'VALIDATION_FAILED' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'VALIDATION_FAILED' }),
});
export type SellOrderBody = z.infer<typeof sellOrderBody>;

/** A sale's answer: the sold order and the balances after it. */
export const soldOrder = z.object({ order: orderView, balances: balanceEvent });
export type SoldOrder = z.infer<typeof soldOrder>;
