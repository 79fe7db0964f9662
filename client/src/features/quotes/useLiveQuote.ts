import { useSnapshot } from 'valtio';
import type { Ticker } from '@tempo/shared';
import { liveQuote, type LiveQuote } from './liveQuote';
import { quotes } from './state';

/**
 * The live quote of one symbol: its last ticker (or `fallback`, the one fetched with the
 * product, until the stream sends one) moved to its last tick. Re-renders for this symbol only.
 */
export function useLiveQuote(symbol: string, precision: number, fallback: Ticker | null): LiveQuote | null {
  const snap = useSnapshot(quotes);
  const ticker = snap.tickers[symbol] ?? fallback;
  const tick = snap.lastTicks[symbol] ?? null;
  return liveQuote(ticker, tick, precision);
}
