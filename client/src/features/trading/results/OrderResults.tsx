import { useEffect } from 'react';
import { useOrderEvents } from '../orderEvents';
import { useFollowOpenOrders } from '../useOpenOrders';
import { startResultFeed } from './resultFeed';
import { ResultToast } from './ResultToast';

/**
 * Results wherever the trader is: while logged in, the connection stays open, the open orders are
 * followed (so a settlement missed while offline is found on reconnect) and every result that no
 * closing dialog shows reaches the result toast.
 */
export default function OrderResults() {
  useOrderEvents();
  useFollowOpenOrders();
  useEffect(startResultFeed, []);
  return <ResultToast />;
}
