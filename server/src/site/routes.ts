import { Router } from 'express';
import type { SiteConfig } from '@tempo/shared';
import type { AppContext } from '../platform/context';
import { route } from '../platform/http/asyncRoute';
import { buildOpenApi } from './openapi';

/** Public site settings the client loads at start: logo (the page icon) and customer-service link. */
export function siteRouter(ctx: AppContext): Router {
  const router = Router();
  router.get(
    '/index/siteConfig',
    route(async (): Promise<SiteConfig> => ({
      site_logo: ctx.config.SITE_LOGO_URL,
      service_url: ctx.config.SERVICE_URL,
      app_version: '1.0.0',
      currency_symbol: '$',
      currency_type: 'USD',
    })),
  );
  const openApi = buildOpenApi();
  router.get('/openapi.json', (_req, res) => void res.json(openApi));
  return router;
}
