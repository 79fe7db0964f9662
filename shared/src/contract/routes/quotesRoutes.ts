// Public quotes: the product list and detail, chart history and the tick record.
import { z } from 'zod';
import {
  candleHistory,
  candleHistoryQuery,
  productListQuery,
  productView,
  symbolParams,
  tickRangePage,
  tickRangeQuery,
} from '../quotes';
import { defineRoute } from './defineRoute';

export const quotesRoutes = {
  products: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/products',
    summary: 'Products with live tickers; search by symbol or name',
    auth: 'public',
    query: productListQuery,
    response: z.array(productView),
    errors: [],
  }),
  product: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/products/:symbol',
    summary: 'One product',
    auth: 'public',
    params: symbolParams,
    response: productView,
    errors: ['UNKNOWN_SYMBOL'],
  }),
  candles: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/quotes/:symbol/candles',
    summary: 'Chart history, paged backwards',
    auth: 'public',
    params: symbolParams,
    query: candleHistoryQuery,
    response: candleHistory,
    errors: ['UNKNOWN_SYMBOL', 'BAD_INTERVAL', 'LIMIT_TOO_LARGE'],
  }),
  ticks: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/quotes/:symbol/ticks',
    summary: 'Archived ticks of at most an hour with their sources and hash-chain seals, paged by cursor',
    auth: 'public',
    params: symbolParams,
    query: tickRangeQuery,
    response: tickRangePage,
    errors: ['UNKNOWN_SYMBOL', 'TICK_RANGE_TOO_LONG', 'RATE_LIMITED'],
  }),
};
