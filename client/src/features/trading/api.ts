// The trading endpoints of the REST API, called through the route table (see
// shared/src/contract/routes/ordersRoutes.ts). Money in cents.
import { routes, type AccountType, type PlaceOrderBody } from '@tempo/shared';
import { call } from '../../lib/apiClient';

/** Quiet: the sheet shows a refusal (closed market, balance, range…) under the stake or as a toast, and its own busy state. */
export const placeOrder = (body: Required<PlaceOrderBody>, idempotencyKey: string) =>
  call(routes.orders.place, {
    body,
    hideLoading: true,
    quiet: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export interface OrderQuery {
  list: 'holding' | 'closed';
  account?: AccountType;
  cursor?: number;
  limit?: number;
}

/** One page of the user's orders, newest first; quiet: the screens show their own failure states. */
export const fetchOrders = ({ list, account, cursor, limit }: OrderQuery) =>
  call(routes.orders.list, { hideLoading: true, quiet: true, query: { list, account, cursor, limit } });

/** One order with the ticks that decided it. */
export const fetchOrder = (id: number) =>
  call(routes.orders.detail, { hideLoading: true, quiet: true, params: { id } });

/**
 * Sells an open order now, for no less than `minPrice` cents (the price the trader confirmed);
 * quiet: the confirmation shows a refusal (PRICE_MOVED with the price now) and its own busy state.
 */
export const sellOrder = (id: number, minPrice: number) =>
  call(routes.orders.sell, { hideLoading: true, quiet: true, params: { id }, body: { minPrice } });

/** Puts the demo balance back to 10,000.00; answers with every balance. */
export const resetDemoBalance = () => call(routes.orders.resetDemo);
