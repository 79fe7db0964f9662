import { Router } from 'express';
import { idParam, idempotencyKeyField, orderListQuery, placeOrderBody } from '@tempo/shared';
import { requireUser, type SessionCache } from '../accounts';
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/http/AppError';
import { route } from '../platform/http/asyncRoute';
import { body, parseInput } from '../platform/http/validate';
import { placeOrder, type PlacementServices } from './commands/placeOrder';
import { resetDemoBalance } from './commands/resetDemoBalance';
import { findOrder, listOrders } from './ordersRepo';

/** Trading endpoints; every one needs a logged-in trader and sees only their own orders. */
export function ordersRouter(ctx: AppContext, services: PlacementServices, sessions: SessionCache): Router {
  const router = Router();
  router.use(['/orders', '/user/demo'], requireUser(sessions));

  router.post(
    '/orders',
    route(async (req, res) => {
      const key = parseInput(idempotencyKeyField, req.get('idempotency-key'));
      const request = body(req, placeOrderBody);
      const stopTimer = ctx.metrics.placementSeconds.startTimer();
      try {
        const order = await placeOrder(ctx, services, req.user!, request, key);
        ctx.metrics.ordersPlaced.inc({ account: order.account });
        res.status(201);
        return order;
      } catch (error) {
        ctx.metrics.ordersRefused.inc({ code: error instanceof AppError ? error.code : 'INTERNAL' });
        throw error;
      } finally {
        stopTimer();
      }
    }),
  );

  router.get(
    '/orders',
    route(async (req) => {
      const query = parseInput(orderListQuery, req.query);
      const orders = await listOrders(ctx.db, req.user!.id, query);
      return { orders, nextCursor: orders.length === query.limit ? orders.at(-1)!.id : null };
    }),
  );

  router.get(
    '/orders/:id',
    route(async (req) => {
      const order = await findOrder(ctx.db, req.user!.id, parseInput(idParam, req.params.id));
      if (!order) throw new AppError('NOT_FOUND');
      return order;
    }),
  );

  router.post(
    '/user/demo/reset',
    route(async (req) => {
      const balances = await resetDemoBalance(ctx.db, req.user!.id);
      // Other tabs and devices of the user show the new demo balance too.
      services.userEvents.balance(req.user!.id, balances);
      return balances;
    }),
  );

  return router;
}
