import { routes } from '@tempo/shared';
import type { Router } from 'express';
import type { AppContext } from '../context';
import { AppError } from '../AppError';
import { TableRouter, mountRoute, type RouteGuards } from './mountRoute';

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);
}

/** Liveness (the process answers) and readiness (PostgreSQL and Redis answer too). */
export function healthRouter(ctx: AppContext, guards: RouteGuards): Router {
  const router = new TableRouter(guards);
  mountRoute(router, routes.site.health, async () => ({ ok: true }) as const);
  mountRoute(router, routes.site.ready, async () => {
    const [postgres, redis] = await Promise.all([
      withTimeout(ctx.db.query('SELECT 1')).then(
        () => true,
        () => false,
      ),
      withTimeout(ctx.redis.ping()).then(
        () => true,
        () => false,
      ),
    ]);
    if (!postgres || !redis) throw new AppError('SERVICE_UNAVAILABLE');
    return { postgres, redis };
  });
  return router.express;
}
