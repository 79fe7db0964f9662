import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Interval } from '@tempo/shared';
import { LiveCandleFeed, type FeedState } from './liveCandleFeed';

/**
 * The live candles of `symbol` at `interval`: history, then every tick folded in, closed candles
 * from the server, a refill after each reconnect, older pages on `feed.loadOlder()`. The chart
 * reads `feed.book` and listens to `feed.listen`; the screen gets the feed's status.
 */
export function useLiveCandles(
  symbol: string,
  interval: Interval,
): { feed: LiveCandleFeed; state: FeedState } {
  // Building a feed has no effect until it starts; the effect starts and stops it.
  const feed = useMemo(() => new LiveCandleFeed(symbol, interval), [symbol, interval]);
  useEffect(() => {
    feed.start();
    return () => feed.stop();
  }, [feed]);
  const state = useSyncExternalStore(feed.watch, feed.getState);
  return { feed, state };
}
