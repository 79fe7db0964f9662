// The quotes endpoints of the REST API, called through the route table (see @tempo/shared). All run
// without the global loading indicator and without error toasts: the screens show their own loading
// and failure states, and searches, refreshes and chart pages happen while live data is on screen.
import { routes, type Interval } from '@tempo/shared';
import { call } from '../../lib/apiClient';

const QUIET = { hideLoading: true, quiet: true } as const;

/** Products, searched by symbol or name (in the request's language) when `q` is given. */
export const fetchProducts = (q?: string) =>
  call(routes.quotes.products, { ...QUIET, query: { q: q?.trim() || undefined } });

/** One product; an unknown symbol rejects with UNKNOWN_SYMBOL. */
export const fetchProduct = (symbol: string) => call(routes.quotes.product, { ...QUIET, params: { symbol } });

export interface CandleQuery {
  /** Only candles opened strictly before this time (epoch ms); omitted: the newest, live one included. */
  before?: number;
  limit?: number;
}

/** A page of candles, oldest first. */
export const fetchCandles = (symbol: string, interval: Interval, { before, limit }: CandleQuery = {}) =>
  call(routes.quotes.candles, { ...QUIET, params: { symbol }, query: { interval, before, limit } });
