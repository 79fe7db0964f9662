import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountType, OrderView } from '@tempo/shared';
import { onConnected } from '../../lib/socket';
import { fetchOrders } from '../trading/api';
import { isKnownSettled, onOrderEvent, rememberOpened } from '../trading/orderEvents';
import { appendPage, removeOrder, upsertOrder } from './orderLists';

const PAGE_SIZE = 20;

export type OrderListName = 'holding' | 'closed';

interface Loaded {
  /** The list and account this answers ("holding:real"), and the load it came from. */
  listKey: string;
  attempt: number;
  orders: OrderView[];
  nextCursor: number | null;
  failed: boolean;
}

export interface OrderListState {
  orders: OrderView[];
  /** The first page is on its way. */
  loading: boolean;
  /** The first page could not be loaded. */
  failed: boolean;
  /** More pages exist. */
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * One list of the orders page (holding or closed) for one account, page by page as the person
 * scrolls, kept current by `order:opened` and `orders:settled` from any tab or device, and loaded
 * afresh after a reconnect.
 */
export function useOrderList(list: OrderListName, account: AccountType): OrderListState {
  const [attempt, setAttempt] = useState(0);
  const listKey = `${list}:${account}`;
  const [loaded, setLoaded] = useState<Loaded>({
    listKey: '',
    attempt: -1,
    orders: [],
    nextCursor: null,
    failed: false,
  });
  const [more, setMore] = useState<{ key: string; state: 'idle' | 'loading' | 'failed' }>({
    key: '',
    state: 'idle',
  });
  const loadingMore = useRef(false);

  useEffect(() => {
    let active = true;
    loadingMore.current = false;
    fetchOrders({ list, account, limit: PAGE_SIZE }).then(
      (page) => {
        if (!active) return;
        // A holding order heard settling while the page was on its way is not holding any more.
        const orders =
          list === 'holding' ? page.orders.filter((order) => !isKnownSettled(order.id)) : page.orders;
        if (list === 'holding') orders.forEach(rememberOpened);
        setLoaded({
          listKey: `${list}:${account}`,
          attempt,
          orders,
          nextCursor: page.nextCursor,
          failed: false,
        });
      },
      () => {
        if (!active) return;
        // A failed reload keeps what is on screen; a failed first load shows the failure.
        setLoaded((current) =>
          current.listKey === `${list}:${account}`
            ? { ...current, attempt }
            : { listKey: `${list}:${account}`, attempt, orders: [], nextCursor: null, failed: true },
        );
      },
    );
    return () => {
      active = false;
    };
  }, [list, account, attempt]);

  useEffect(
    () =>
      onOrderEvent(({ kind, order }) => {
        if (order.account !== account) return;
        setLoaded((current) => {
          if (current.listKey !== listKey || current.failed) return current;
          const hasMore = current.nextCursor !== null;
          let orders = current.orders;
          if (list === 'holding') {
            orders = kind === 'opened' ? upsertOrder(orders, order, hasMore) : removeOrder(orders, order.id);
          } else if (kind === 'settled') {
            orders = upsertOrder(orders, order, hasMore);
          }
          return orders === current.orders ? current : { ...current, orders };
        });
      }),
    [listKey, list, account],
  );

  // Once connected (and after every reconnect) the events flow: the list is loaded again for
  // whatever changed before, while the current one stays on screen.
  useEffect(() => onConnected(() => setAttempt((count) => count + 1)), []);

  // What is on screen: the latest answer for this list and account, even while a reload is on its way.
  const shown = loaded.listKey === listKey;
  const current = shown && loaded.attempt === attempt;
  const cursor = current ? loaded.nextCursor : null;
  const moreKey = `${listKey}:${attempt}`;

  const loadMore = useCallback(() => {
    if (loadingMore.current || cursor === null) return;
    loadingMore.current = true;
    setMore({ key: moreKey, state: 'loading' });
    fetchOrders({ list, account, cursor, limit: PAGE_SIZE }).then(
      (page) => {
        loadingMore.current = false;
        setLoaded((now) =>
          `${now.listKey}:${now.attempt}` === moreKey
            ? { ...now, orders: appendPage(now.orders, page.orders), nextCursor: page.nextCursor }
            : now,
        );
        setMore({ key: moreKey, state: 'idle' });
      },
      () => {
        loadingMore.current = false;
        setMore({ key: moreKey, state: 'failed' });
      },
    );
  }, [moreKey, list, account, cursor]);

  const moreState = more.key === moreKey ? more.state : 'idle';
  return {
    orders: shown ? loaded.orders : [],
    loading: !shown,
    failed: shown && loaded.failed,
    hasMore: shown && loaded.nextCursor !== null,
    loadingMore: moreState === 'loading',
    moreFailed: moreState === 'failed',
    loadMore,
    retry: () => setAttempt((count) => count + 1),
  };
}
