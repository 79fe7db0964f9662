// The news table (migration 016): only content reads and writes it.
import type { NewsText } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';
import type { Translations } from './translations';

export interface NewsRow {
  id: number;
  translations: Translations<NewsText>;
  publishedAt: Date;
  updatedAt: Date;
}

export const NEWS_COLUMNS = `id::int, translations, published_at AS "publishedAt", updated_at AS "updatedAt"`;

/**
 * A page of news, newest first. `publishedBy` keeps only items published at or before it (what
 * readers see); without it scheduled items are listed too (what ops see).
 */
export async function listNews(
  db: Queryable,
  page: { offset: number; limit: number; publishedBy?: Date },
): Promise<NewsRow[]> {
  const { rows } = await db.query<NewsRow>(
    `SELECT ${NEWS_COLUMNS} FROM news
     WHERE $1::timestamptz IS NULL OR published_at <= $1
     ORDER BY published_at DESC, id DESC
     OFFSET $2 LIMIT $3`,
    [page.publishedBy ?? null, page.offset, page.limit],
  );
  return rows;
}

/** One news item; with `publishedBy`, only when published by then. */
export async function findNews(db: Queryable, id: number, publishedBy?: Date): Promise<NewsRow | null> {
  const { rows } = await db.query<NewsRow>(
    `SELECT ${NEWS_COLUMNS} FROM news WHERE id = $1 AND ($2::timestamptz IS NULL OR published_at <= $2)`,
    [id, publishedBy ?? null],
  );
  return rows[0] ?? null;
}
