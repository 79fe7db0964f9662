import { routes } from '@tempo/shared';
import type { Router } from 'express';
import type { AppContext } from '../platform/context';
import { TableRouter, mountRawRoute, mountRoute, type RouteGuards } from '../platform/http/mountRoute';
import { buildOpenApi } from './openapi';

/** Public site settings the client loads at start (logo, customer-service link), and the OpenAPI document. */
export function siteRouter(ctx: AppContext, guards: RouteGuards): Router {
  const router = new TableRouter(guards);
  mountRoute(router, routes.site.siteConfig, async () => ({
    site_logo: ctx.config.SITE_LOGO_URL,
    service_url: ctx.config.SERVICE_URL,
    app_version: '1.0.0',
    currency_symbol: '$',
    currency_type: 'USD',
    debuggerDetection: false,
  }));
  const openApi = buildOpenApi();
  mountRawRoute(router, routes.site.openApi, [(_req, res) => void res.json(openApi)]);
  return router.express;
}
