import { useEffect } from 'react';
import { subscribeQuotes } from '../../lib/socket';
import { listenToQuotes } from './state';

/**
 * Keeps `symbols` subscribed on the shared socket while the component is mounted: every tick
 * (`ticks`) or only the once-a-second ticker. The quotes state follows them.
 */
export function useQuoteSubscription(symbols: readonly string[], ticks: boolean): void {
  const key = symbols.join(',');
  useEffect(() => {
    if (!key) return;
    listenToQuotes();
    return subscribeQuotes(key.split(','), { ticks });
  }, [key, ticks]);
}
