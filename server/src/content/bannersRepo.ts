// The banners table (migration 016): only content reads and writes it.
import type { BannerText } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';
import type { Translations } from './translations';

export interface BannerRow {
  id: number;
  translations: Translations<BannerText>;
  link: string | null;
  sortOrder: number;
  activeFrom: Date | null;
  activeUntil: Date | null;
  enabled: boolean;
  updatedAt: Date;
}

export const BANNER_COLUMNS = `id::int, translations, link, sort_order AS "sortOrder",
  active_from AS "activeFrom", active_until AS "activeUntil", enabled, updated_at AS "updatedAt"`;

/** Every banner, in home's order. */
export async function listBanners(db: Queryable): Promise<BannerRow[]> {
  const { rows } = await db.query<BannerRow>(`SELECT ${BANNER_COLUMNS} FROM banners ORDER BY sort_order, id`);
  return rows;
}

/** The banners on and inside their window at `at` (from inclusive, until exclusive), in home's order. */
export async function listActiveBanners(db: Queryable, at: Date): Promise<BannerRow[]> {
  const { rows } = await db.query<BannerRow>(
    `SELECT ${BANNER_COLUMNS} FROM banners
     WHERE enabled AND (active_from IS NULL OR active_from <= $1) AND (active_until IS NULL OR $1 < active_until)
     ORDER BY sort_order, id`,
    [at],
  );
  return rows;
}
