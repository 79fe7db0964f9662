import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { OrderView } from '@tempo/shared';
import { onConnected } from '../../lib/socket';
import { fetchOrders } from './api';
import { serverNow } from './clockOffset';
import { knownOpenIds, openOrders, syncOpenOrders } from './orderEvents';

/** The most open orders a user can hold (the server's default cap is 50). */
const ALL_OPEN = 100;
/** An order this long past its expiry with no settlement heard: ask for the list again, in ms. */
const OVERDUE_MS = 6_000;

/** Fetches every open order of the user into `openOrders`. */
function loadOpenOrders(): void {
  const knownBefore = knownOpenIds();
  fetchOrders({ list: 'holding', limit: ALL_OPEN }).then(
    (page) => syncOpenOrders(page.orders, knownBefore),
    () => undefined,
  );
}

/**
 * The user's open orders on `symbol` (every symbol when null), newest first: loaded on mount,
 * again once the connection is made and after every reconnect (events may have been missed before),
 * and again while one is overdue.
 */
export function useOpenOrders(symbol: string | null): OrderView[] {
  const { byId } = useSnapshot(openOrders);

  useEffect(() => {
    loadOpenOrders();
    const stop = onConnected(loadOpenOrders);
    const timer = setInterval(() => {
      const now = serverNow();
      if (Object.values(openOrders.byId).some((order) => now > order.expiryTs + OVERDUE_MS)) loadOpenOrders();
    }, OVERDUE_MS);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, []);

  return Object.values(byId)
    .filter((order) => symbol === null || order.symbol === symbol)
    .sort((a, b) => b.id - a.id);
}
