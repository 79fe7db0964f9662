// The content_pages table (migration 016): only content reads and writes it.
import type { ContentPageSlug, PageText } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';
import type { Translations } from './translations';

export interface PageRow {
  slug: ContentPageSlug;
  translations: Translations<PageText>;
  updatedAt: Date;
}

export const PAGE_COLUMNS = `slug, translations, updated_at AS "updatedAt"`;

export async function listPages(db: Queryable): Promise<PageRow[]> {
  const { rows } = await db.query<PageRow>(`SELECT ${PAGE_COLUMNS} FROM content_pages ORDER BY slug`);
  return rows;
}

export async function findPage(db: Queryable, slug: ContentPageSlug): Promise<PageRow | null> {
  const { rows } = await db.query<PageRow>(`SELECT ${PAGE_COLUMNS} FROM content_pages WHERE slug = $1`, [
    slug,
  ]);
  return rows[0] ?? null;
}
