// The site settings row (migration 016): ops overrides of the configured customer-service link and
// logo, and SPEC §4's debugger detection. What the client loads at start is built here.
import type { AdminSiteSettingsView, SiteConfig, SiteSettingsBody } from '@tempo/shared';
import { writeAuditLog, type Actor } from '../audit';
import type { Config } from '../platform/config';
import type { Db, Queryable } from '../platform/db/pool';
import { withTransaction } from '../platform/db/transaction';

interface SiteSettingsRow {
  serviceUrl: string | null;
  siteLogo: string | null;
  debuggerDetection: boolean;
  updatedAt: Date | null;
}

const COLUMNS = `service_url AS "serviceUrl", site_logo AS "siteLogo",
  debugger_detection AS "debuggerDetection", updated_at AS "updatedAt"`;

async function readSettings(db: Queryable): Promise<SiteSettingsRow> {
  const { rows } = await db.query<SiteSettingsRow>(`SELECT ${COLUMNS} FROM site_settings`);
  // The migration writes the one row; a missing one reads as no override.
  return rows[0] ?? { serviceUrl: null, siteLogo: null, debuggerDetection: false, updatedAt: null };
}

function served(config: Config, row: SiteSettingsRow): SiteConfig {
  return {
    site_logo: row.siteLogo ?? config.SITE_LOGO_URL,
    service_url: row.serviceUrl ?? config.SERVICE_URL,
    app_version: '1.0.0',
    currency_symbol: '$',
    currency_type: 'USD',
    debuggerDetection: row.debuggerDetection,
  };
}

function adminView(config: Config, row: SiteSettingsRow): AdminSiteSettingsView {
  return {
    serviceUrl: row.serviceUrl,
    siteLogo: row.siteLogo,
    debuggerDetection: row.debuggerDetection,
    served: served(config, row),
    updatedAt: row.updatedAt ? row.updatedAt.getTime() : null,
  };
}

/** The site configuration as the client loads it at start. */
export async function siteConfigOf(db: Queryable, config: Config): Promise<SiteConfig> {
  return served(config, await readSettings(db));
}

/** The settings as ops see them. */
export async function adminSiteSettings(db: Queryable, config: Config): Promise<AdminSiteSettingsView> {
  return adminView(config, await readSettings(db));
}

/** Changes the settings given, audited with what they were. */
export function saveSiteSettings(
  db: Db,
  config: Config,
  actor: Actor,
  body: SiteSettingsBody,
): Promise<AdminSiteSettingsView> {
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<SiteSettingsRow>(`SELECT ${COLUMNS} FROM site_settings FOR UPDATE`);
    const before = rows[0]!;
    const after = await tx.query<SiteSettingsRow>(
      `UPDATE site_settings SET service_url = $1, site_logo = $2, debugger_detection = $3, updated_at = now()
       RETURNING ${COLUMNS}`,
      [
        body.serviceUrl === undefined ? before.serviceUrl : body.serviceUrl,
        body.siteLogo === undefined ? before.siteLogo : body.siteLogo,
        body.debuggerDetection ?? before.debuggerDetection,
      ],
    );
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: 'site_settings.update',
      target: { type: 'site_settings', id: 'site' },
      details: { before: { ...before, updatedAt: undefined }, changes: body },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return adminView(config, after.rows[0]!);
  });
}
