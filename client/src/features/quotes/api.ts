// The quotes endpoints of the REST API (see the contract in @tempo/shared). All run without the
// global loading indicator and without error toasts: the screens show their own loading and
// failure states, and searches, refreshes and chart pages happen while live data is on screen.
import type { CandleHistory, Interval, ProductView } from '@tempo/shared';
import { api } from '../../lib/apiClient';

const QUIET = { hideLoading: true, quiet: true } as const;

/** Products, searched by symbol or name (in the request's language) when `q` is given. */
export const fetchProducts = (q?: string) =>
  api.get<ProductView[]>('/products', { ...QUIET, query: { q: q?.trim() || undefined } });

/** One product; an unknown symbol rejects with UNKNOWN_SYMBOL. */
export const fetchProduct = (symbol: string) =>
  api.get<ProductView>(`/products/${encodeURIComponent(symbol)}`, QUIET);

export interface CandleQuery {
  /** Only candles opened strictly before this time (epoch ms); omitted: the newest, live one included. */
  before?: number;
  limit?: number;
}

/** A page of candles, oldest first. */
export const fetchCandles = (symbol: string, interval: Interval, { before, limit }: CandleQuery = {}) =>
  api.get<CandleHistory>(`/quotes/${encodeURIComponent(symbol)}/candles`, {
    ...QUIET,
    query: { interval, before, limit },
  });
