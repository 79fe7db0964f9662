import { z } from 'zod';

/** Site configuration loaded by the client at start (the field names are the product's own). */
export const siteConfig = z.object({
  site_logo: z.string(),
  service_url: z.string(),
  app_version: z.string(),
  currency_symbol: z.string(),
  currency_type: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfig>;
