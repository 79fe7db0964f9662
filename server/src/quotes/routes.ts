import { Router } from 'express';
import { candleHistoryQuery, productListQuery, symbolField, tickRangeQuery } from '@tempo/shared';
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/http/AppError';
import { route } from '../platform/http/asyncRoute';
import { parseInput } from '../platform/http/validate';
import type { Catalogue } from './catalogue/Catalogue';
import { matchesSearch, presentProduct } from './catalogue/presenters';
import { getCandleHistory } from './candles/candleHistory';
import { ClosedCandlePages } from './candles/ClosedCandlePages';
import { readTicker, readTickers } from './tickers';
import { readTickRange } from './archive/readTickRange';

/** Public quote endpoints: the product list and detail, chart history and the tick record. */
export function quotesRouter(ctx: AppContext, catalogue: Catalogue): Router {
  const router = Router();
  const closedPages = new ClosedCandlePages(ctx.db);

  const productOf = (raw: unknown) => {
    const product = catalogue.get(parseInput(symbolField, raw));
    if (!product) throw new AppError('UNKNOWN_SYMBOL');
    return product;
  };

  router.get(
    '/products',
    route(async (req) => {
      const { q } = parseInput(productListQuery, req.query);
      const now = Date.now();
      const tickers = await readTickers(ctx.redis);
      return catalogue
        .list()
        .filter((product) => !q || matchesSearch(product, q))
        .map((product) =>
          presentProduct(
            product,
            req.get('lang'),
            catalogue.statusOf(product, now),
            tickers.get(product.symbol) ?? null,
          ),
        );
    }),
  );

  router.get(
    '/products/:symbol',
    route(async (req) => {
      const product = productOf(req.params.symbol);
      const ticker = await readTicker(ctx.redis, product.symbol);
      return presentProduct(product, req.get('lang'), catalogue.statusOf(product, Date.now()), ticker);
    }),
  );

  router.get(
    '/quotes/:symbol/candles',
    route(async (req) => {
      const product = productOf(req.params.symbol);
      return getCandleHistory(
        closedPages,
        ctx.redis,
        product.symbol,
        parseInput(candleHistoryQuery, req.query),
      );
    }),
  );

  // Any symbol the pattern allows: the record of a product since removed stays checkable.
  router.get(
    '/quotes/:symbol/ticks',
    route(async (req) =>
      readTickRange(
        ctx.db,
        parseInput(symbolField, req.params.symbol),
        parseInput(tickRangeQuery, req.query),
      ),
    ),
  );

  return router;
}
