import { routes } from '@tempo/shared';
import type { Router } from 'express';
import type { AppContext } from '../platform/context';
import { TableRouter, mountRawRoute, mountRoute, type RouteGuards } from '../platform/http/mountRoute';
import { buildOpenApi } from './openapi';
import { adminSiteSettings, saveSiteSettings, siteConfigOf } from './siteSettings';

/**
 * Public site settings the client loads at start (logo, customer-service link, debugger
 * detection), their ops editor, and the OpenAPI document.
 */
export function siteRouter(ctx: AppContext, guards: RouteGuards): Router {
  const router = new TableRouter(guards);
  mountRoute(router, routes.site.siteConfig, async () => siteConfigOf(ctx.db, ctx.config));
  mountRoute(router, routes.content.adminSiteSettings, async () => adminSiteSettings(ctx.db, ctx.config));
  mountRoute(router, routes.content.updateSiteSettings, async ({ actor, body }) =>
    saveSiteSettings(ctx.db, ctx.config, actor, body),
  );
  const openApi = buildOpenApi();
  mountRawRoute(router, routes.site.openApi, [(_req, res) => void res.json(openApi)]);
  return router.express;
}
