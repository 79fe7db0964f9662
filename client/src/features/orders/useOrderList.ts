import { useEffect } from 'react';
import type { AccountType, OrderView } from '@tempo/shared';
import { onConnected } from '../../lib/socket';
import { usePagedList, type PagedList } from '../../lib/usePagedList';
import { fetchOrders } from '../trading/api';
import { isKnownSettled, onOrderEvent, rememberOpened } from '../trading/orderEvents';
import { appendPage, removeOrder, upsertOrder } from './orderLists';

const PAGE_SIZE = 20;

export type OrderListName = 'holding' | 'closed';

/**
 * One list of the orders page (holding or closed) for one account, page by page as the person
 * scrolls, kept current by `order:opened` and `orders:settled` from any tab or device, and loaded
 * afresh after a reconnect.
 */
export function useOrderList(list: OrderListName, account: AccountType): PagedList<OrderView> {
  const orders = usePagedList<OrderView, number>(
    `${list}:${account}`,
    async (cursor) => {
      const page = await fetchOrders({ list, account, cursor: cursor ?? undefined, limit: PAGE_SIZE });
      if (list === 'closed') return { items: page.orders, next: page.nextCursor };
      // A holding order heard settling while the page was on its way is not holding any more.
      const holding = page.orders.filter((order) => !isKnownSettled(order.id));
      holding.forEach(rememberOpened);
      return { items: holding, next: page.nextCursor };
    },
    appendPage,
  );
  const { update, reload } = orders;

  useEffect(
    () =>
      onOrderEvent(({ kind, order }) => {
        if (order.account !== account) return;
        if (list === 'holding') {
          update((shown, hasMore) =>
            kind === 'opened' ? upsertOrder(shown, order, hasMore) : removeOrder(shown, order.id),
          );
        } else if (kind === 'settled') {
          update((shown, hasMore) => upsertOrder(shown, order, hasMore));
        }
      }),
    [update, list, account],
  );

  // Once connected (and after every reconnect) the events flow: the list is loaded again for
  // whatever changed before, while the current one stays on screen.
  useEffect(() => onConnected(reload), [reload]);

  return orders;
}
