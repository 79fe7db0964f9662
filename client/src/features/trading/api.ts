// The trading endpoints of the REST API (see shared/src/contract/orders.ts). Money in cents.
import type { AccountType, Balances, OrderDetail, OrderPage, OrderView, PlaceOrderBody } from '@tempo/shared';
import { api } from '../../lib/apiClient';

/** Refusals (closed market, balance, range…) toast their translated message; the caller shows its own busy state. */
export const placeOrder = (body: Required<PlaceOrderBody>, idempotencyKey: string) =>
  api.post<OrderView>('/orders', body, {
    hideLoading: true,
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
  api.get<OrderPage>('/orders', { hideLoading: true, quiet: true, query: { list, account, cursor, limit } });

/** One order with the ticks that decided it. */
export const fetchOrder = (id: number) =>
  api.get<OrderDetail>(`/orders/${encodeURIComponent(String(id))}`, { hideLoading: true, quiet: true });

/** Puts the demo balance back to 10,000.00; answers with every balance. */
export const resetDemoBalance = () => api.post<Balances>('/user/demo/reset');
