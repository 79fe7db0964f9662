// Live quotes shared by every screen: the last ticker and the last tick per symbol, fed by the
// shared socket. Components read one symbol each (valtio tracks which), so a row re-renders
// for its own symbol only.
import { proxy } from 'valtio';
import type { ProductView, Ticker } from '@tempo/shared';
import { onQuote } from '../../lib/socket';
import type { LastTick } from './liveQuote';

export const quotes = proxy({
  tickers: {} as Record<string, Ticker>,
  lastTicks: {} as Record<string, LastTick>,
});

let listening = false;

/** Starts feeding `quotes` from the socket; idempotent. */
export function listenToQuotes(): void {
  if (listening) return;
  listening = true;
  onQuote('ticker', rememberTicker);
  onQuote('tick', (tick) => {
    quotes.lastTicks[tick.s] = { p: tick.p, t: tick.t, receivedAt: Date.now() };
  });
}

/** Keeps a ticker unless a newer one is already known. */
export function rememberTicker(ticker: Ticker): void {
  const known = quotes.tickers[ticker.s];
  if (!known || ticker.t >= known.t) quotes.tickers[ticker.s] = ticker;
}

/** Seeds the tickers of products fetched over REST. */
export function rememberProducts(products: readonly ProductView[]): void {
  for (const product of products) if (product.ticker) rememberTicker(product.ticker);
}
