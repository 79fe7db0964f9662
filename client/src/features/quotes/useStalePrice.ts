import { useEffect, useState } from 'react';
import { quotes } from './state';

/** No tick for this long while the market is open makes the price stale, in ms. */
export const STALE_AFTER_MS = 10_000;
const CHECK_EVERY_MS = 1_000;

/**
 * Whether the price of `symbol` is stale: `watching` (the market is open and ticks are
 * subscribed) and no tick has arrived for 10 s — counted from the last tick, or from when
 * watching began. Mount it per symbol (a `key`), so the count starts afresh.
 */
export function useStalePrice(symbol: string, watching: boolean): boolean {
  const [stale, setStale] = useState(false);
  useEffect(() => {
    if (!watching) return;
    const since = Date.now();
    const timer = setInterval(() => {
      const lastTick = quotes.lastTicks[symbol]?.receivedAt ?? 0;
      setStale(Date.now() - Math.max(since, lastTick) > STALE_AFTER_MS);
    }, CHECK_EVERY_MS);
    return () => {
      clearInterval(timer);
      setStale(false);
    };
  }, [symbol, watching]);
  return watching && stale;
}
