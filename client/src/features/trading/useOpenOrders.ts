import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { OrderView } from '@tempo/shared';
import { onConnected } from '../../lib/socket';
import { fetchOrders } from './api';
import { knownOpenIds, openOrders, syncOpenOrders } from './orderEvents';
import { followOverdueOrders } from './overdueOrders';

/** The most open orders a user can hold (the server's default cap is 50). */
const ALL_OPEN = 100;

let loading: Promise<void> | null = null;

/** Fetches every open order of the user into `openOrders`; one request at a time. */
function loadOpenOrders(): void {
  if (loading) return;
  const knownBefore = knownOpenIds();
  loading = fetchOrders({ list: 'holding', limit: ALL_OPEN })
    .then(
      (page) => syncOpenOrders(page.orders, knownBefore),
      () => undefined,
    )
    .finally(() => {
      loading = null;
    });
}

let followers = 0;
let stopFollowing: (() => void) | null = null;

/**
 * Keeps `openOrders` filled while anyone needs it: loaded now, again each time the connection is
 * made (events may have been missed before), and each order read back while it is overdue. Shared
 * by every screen that shows open orders; returns the release function.
 */
function followOpenOrders(): () => void {
  followers++;
  loadOpenOrders();
  if (!stopFollowing) {
    const stopConnected = onConnected(loadOpenOrders);
    const stopOverdue = followOverdueOrders();
    stopFollowing = () => {
      stopConnected();
      stopOverdue();
    };
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    followers--;
    if (followers === 0) {
      stopFollowing?.();
      stopFollowing = null;
    }
  };
}

/** The user's open orders on `symbol` (every symbol when null), newest first, kept up to date. */
export function useOpenOrders(symbol: string | null): OrderView[] {
  const { byId } = useSnapshot(openOrders);
  useEffect(followOpenOrders, []);
  return Object.values(byId)
    .filter((order) => symbol === null || order.symbol === symbol)
    .sort((a, b) => b.id - a.id);
}

/** Keeps the open orders followed while mounted, for a screen that needs them without showing them. */
export function useFollowOpenOrders(): void {
  useEffect(followOpenOrders, []);
}
