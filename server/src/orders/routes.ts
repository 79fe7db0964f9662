import { cents, epochMs, routes } from '@tempo/shared';
import type { Router } from 'express';
import { presentBalances } from '../ledger';
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/AppError';
import { TableRouter, mountRoute, type RouteGuards } from '../platform/http/mountRoute';
import { placeOrder, type PlacementServices } from './commands/placeOrder';
import { resetDemoBalance } from './commands/resetDemoBalance';
import { mountExposureRoutes } from './exposureRoutes';
import { findOrder, listOrders } from './ordersRepo';
import { ownerDetail, ownerView } from './presenters';
import { readSessionResult } from './sessionResult';
import { quoteSale } from './earlyClose/quoteSale';
import { sellOrder } from './earlyClose/sellOrder';
import { SettledAnnouncer } from './SettledAnnouncer';

/**
 * Trading endpoints, where a trader sees only their own orders; and the ops view of the platform's
 * exposure to them.
 */
export function ordersRouter(ctx: AppContext, services: PlacementServices, guards: RouteGuards): Router {
  const router = new TableRouter(guards);
  const table = routes.orders;
  const saleContext = { db: ctx.db, ticks: services.ticks, staleMs: ctx.config.FEED_STALE_MS };
  // A sale is announced like a settlement chunk of one order (S10): at once, and by the outbox
  // drain of a worker should that fail.
  const announcer = new SettledAnnouncer(ctx, services.notify);

  // Before the order detail route, whose :id would take "session-result".
  mountRoute(router, table.sessionResult, async ({ user }) => {
    const result = await readSessionResult(ctx.db, user.id, user.sessionId);
    return { ...result, startedAt: epochMs(result.startedAt), profit: cents(result.profit) };
  });

  mountRoute(router, table.place, async ({ user, body, idempotencyKey }) => {
    const stopTimer = ctx.metrics.placementSeconds.startTimer();
    try {
      const order = await placeOrder(ctx, services, user, body, idempotencyKey);
      ctx.metrics.ordersPlaced.inc({ account: order.account });
      return order;
    } catch (error) {
      ctx.metrics.ordersRefused.inc({ code: error instanceof AppError ? error.code : 'INTERNAL' });
      throw error;
    } finally {
      stopTimer();
    }
  });

  mountRoute(router, table.list, async ({ user, query }) => {
    const orders = await listOrders(ctx.db, user.id, query);
    return {
      orders: orders.map(ownerView),
      nextCursor: orders.length === query.limit ? orders.at(-1)!.id : null,
    };
  });

  mountRoute(router, table.detail, async ({ user, params }) => {
    const order = await findOrder(ctx.db, user.id, params.id);
    if (!order) throw new AppError('NOT_FOUND');
    return ownerDetail(order);
  });

  mountRoute(router, table.saleQuote, ({ user, params }) =>
    quoteSale(saleContext, user.id, params.id, Date.now()),
  );

  mountRoute(router, table.sell, async ({ user, params, body }) => {
    const sale = await sellOrder(saleContext, user.id, params.id, body.minPrice, Date.now());
    if (sale.sold) await announcer.announce(sale.order.id, [sale.order]);
    return { order: ownerView(sale.order), balances: sale.balances };
  });

  mountRoute(router, table.resetDemo, async ({ user }) => {
    const balances = presentBalances(await resetDemoBalance(ctx.db, user.id));
    // Other tabs and devices of the user show the new demo balance too.
    services.notify.balance(user.id, balances);
    return balances;
  });

  mountExposureRoutes(ctx, router);
  return router.express;
}
