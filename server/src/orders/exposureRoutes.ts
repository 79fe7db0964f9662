// The exposure routes (routes.exposure): what the platform owes if open orders win, and today's totals.
import { routes } from '@tempo/shared';
import type { AppContext } from '../platform/context';
import { mountRoute, type TableRouter } from '../platform/http/mountRoute';
import { readExposure } from './readExposure';

/** Mounts the exposure routes on `router`. */
export function mountExposureRoutes(ctx: AppContext, router: TableRouter): void {
  mountRoute(router, routes.exposure.summary, () => readExposure(ctx.db, ctx.config.PLATFORM_TZ));
}
