import { z } from 'zod';
import { CONTENT_LIMITS, HTTPS_LINK } from './content';
import { text } from './fields';

/** Site configuration loaded by the client at start (the product's own field names, and ours). */
export const siteConfig = z.object({
  site_logo: z.string(),
  service_url: z.string(),
  app_version: z.string(),
  currency_symbol: z.string(),
  currency_type: z.string(),
  /**
   * SPEC §4's debugger check (a 100 ms timer that leaves for a blank page on a gap): off unless ops
   * turn it on, because it also sends slow phones and assistive tools away.
   */
  debuggerDetection: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfig>;

/** A logo: an https address or a path of this site (`/logo.svg`), never `//host` or another scheme. */
const SITE_PATH = /^\/(?!\/)[\w\-./]*$/;

const urlField = (pattern: (value: string) => boolean) =>
  text()
    .min(1, { error: 'EMPTY_VALUE' })
    .max(CONTENT_LIMITS.url, { error: 'VALIDATION_FAILED' })
    .refine(pattern, { error: 'VALIDATION_FAILED' });

/**
 * `PUT /admin/site-settings`: the fields given change; null returns a field to the server's
 * configured default.
 */
export const siteSettingsBody = z
  .object({
    serviceUrl: urlField((value) => HTTPS_LINK.test(value)).nullable(),
    siteLogo: urlField((value) => HTTPS_LINK.test(value) || SITE_PATH.test(value)).nullable(),
    debuggerDetection: z.boolean({ error: 'VALIDATION_FAILED' }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'EMPTY_VALUE' });
export type SiteSettingsBody = z.infer<typeof siteSettingsBody>;

/** The settings as ops see them: each override (null: the configured default) and what is served. */
export const adminSiteSettingsView = z.object({
  serviceUrl: z.string().nullable(),
  siteLogo: z.string().nullable(),
  debuggerDetection: z.boolean(),
  served: siteConfig,
  updatedAt: z.number().int().nullable(),
});
export type AdminSiteSettingsView = z.infer<typeof adminSiteSettingsView>;
