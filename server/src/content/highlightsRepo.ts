// The highlights table (migration 016): only content reads and writes it.
import type { HighlightIcon, HighlightText } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';
import type { Translations } from './translations';

export interface HighlightRow {
  id: number;
  translations: Translations<HighlightText>;
  icon: HighlightIcon;
  sortOrder: number;
  updatedAt: Date;
}

export const HIGHLIGHT_COLUMNS = `id::int, translations, icon, sort_order AS "sortOrder", updated_at AS "updatedAt"`;

/** Every highlight, in home's order. */
export async function listHighlights(db: Queryable): Promise<HighlightRow[]> {
  const { rows } = await db.query<HighlightRow>(
    `SELECT ${HIGHLIGHT_COLUMNS} FROM highlights ORDER BY sort_order, id`,
  );
  return rows;
}
