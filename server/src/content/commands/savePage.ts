import type { ContentPageSlug, PageBody } from '@tempo/shared';
import type { Actor } from '../../audit';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { PAGE_COLUMNS, type PageRow } from '../pagesRepo';
import { auditContent } from './auditContent';

/**
 * Replaces a fixed page's texts (creating the page if it was never written), audited with what it
 * was. A language left out is removed from the page: its readers get the fallback.
 */
export function savePage(db: Db, actor: Actor, slug: ContentPageSlug, body: PageBody): Promise<PageRow> {
  return withTransaction(db, async (tx) => {
    const before = await tx.query<PageRow>(
      `SELECT ${PAGE_COLUMNS} FROM content_pages WHERE slug = $1 FOR UPDATE`,
      [slug],
    );
    const { rows } = await tx.query<PageRow>(
      `INSERT INTO content_pages (slug, translations) VALUES ($1, $2)
       ON CONFLICT (slug) DO UPDATE SET translations = EXCLUDED.translations, updated_at = now()
       RETURNING ${PAGE_COLUMNS}`,
      [slug, JSON.stringify(body.translations)],
    );
    await auditContent(
      tx,
      actor,
      'page.update',
      { type: 'page', id: slug },
      {
        before: before.rows[0] ?? null,
        changes: body,
      },
    );
    return rows[0]!;
  });
}
