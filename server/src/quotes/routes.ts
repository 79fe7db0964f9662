import { routes } from '@tempo/shared';
import type { Router } from 'express';
import type { AppContext } from '../platform/context';
import { addressRateLimit } from '../platform/http/addressRateLimit';
import { AppError } from '../platform/AppError';
import { TableRouter, mountRoute, type RouteGuards } from '../platform/http/mountRoute';
import type { Catalogue } from './catalogue/Catalogue';
import { matchesSearch, presentProduct } from './catalogue/presenters';
import { getCandleHistory } from './candles/candleHistory';
import { ClosedCandlePages } from './candles/ClosedCandlePages';
import { readTicker, readTickers } from './tickers';
import { readTickRange } from './archive/readTickRange';

/** Public quote endpoints: the product list and detail, chart history and the tick record. */
export function quotesRouter(ctx: AppContext, catalogue: Catalogue, guards: RouteGuards): Router {
  const router = new TableRouter(guards);
  const table = routes.quotes;
  const closedPages = new ClosedCandlePages(ctx.db);

  const productOf = (symbol: string) => {
    const product = catalogue.get(symbol);
    if (!product) throw new AppError('UNKNOWN_SYMBOL');
    return product;
  };

  mountRoute(router, table.products, async ({ query: { q }, origin }) => {
    const now = Date.now();
    const tickers = await readTickers(ctx.redis);
    return catalogue
      .list()
      .filter((product) => !q || matchesSearch(product, q))
      .map((product) =>
        presentProduct(
          product,
          origin.language,
          catalogue.statusOf(product, now),
          tickers.get(product.symbol) ?? null,
        ),
      );
  });

  mountRoute(router, table.product, async ({ params, origin }) => {
    const product = productOf(params.symbol);
    const ticker = await readTicker(ctx.redis, product.symbol);
    return presentProduct(product, origin.language, catalogue.statusOf(product, Date.now()), ticker);
  });

  mountRoute(router, table.candles, async ({ params, query }) => {
    const product = productOf(params.symbol);
    return getCandleHistory(closedPages, ctx.redis, product.symbol, query);
  });

  // Any symbol the pattern allows: the record of a product since removed stays checkable. Each
  // page is a database read anyone may ask for, so one address gets a verifier's share per minute.
  mountRoute(router, table.ticks, ({ params, query }) => readTickRange(ctx.db, params.symbol, query), {
    before: [
      addressRateLimit(ctx.redis, {
        name: 'tick-pages',
        limit: ctx.config.TICK_PAGES_PER_ADDRESS_PER_MINUTE,
        windowSeconds: 60,
      }),
    ],
  });

  return router.express;
}
