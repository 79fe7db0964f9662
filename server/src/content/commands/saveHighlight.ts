import type { HighlightBody } from '@tempo/shared';
import type { Actor } from '../../audit';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { HIGHLIGHT_COLUMNS, type HighlightRow } from '../highlightsRepo';
import { auditContent } from './auditContent';

/** Adds a platform highlight, audited. */
export function createHighlight(db: Db, actor: Actor, body: HighlightBody): Promise<HighlightRow> {
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<HighlightRow>(
      `INSERT INTO highlights (translations, icon, sort_order) VALUES ($1, $2, $3) RETURNING ${HIGHLIGHT_COLUMNS}`,
      [JSON.stringify(body.translations), body.icon, body.sortOrder],
    );
    const highlight = rows[0]!;
    await auditContent(tx, actor, 'highlight.create', { type: 'highlight', id: highlight.id }, { ...body });
    return highlight;
  });
}

/** Replaces a platform highlight, audited with what it was. */
export function updateHighlight(
  db: Db,
  actor: Actor,
  id: number,
  body: HighlightBody,
): Promise<HighlightRow> {
  return withTransaction(db, async (tx) => {
    const before = await tx.query<HighlightRow>(
      `SELECT ${HIGHLIGHT_COLUMNS} FROM highlights WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!before.rows[0]) throw new AppError('NOT_FOUND');
    const { rows } = await tx.query<HighlightRow>(
      `UPDATE highlights SET translations = $2, icon = $3, sort_order = $4, updated_at = now()
       WHERE id = $1 RETURNING ${HIGHLIGHT_COLUMNS}`,
      [id, JSON.stringify(body.translations), body.icon, body.sortOrder],
    );
    await auditContent(
      tx,
      actor,
      'highlight.update',
      { type: 'highlight', id },
      {
        before: before.rows[0],
        changes: body,
      },
    );
    return rows[0]!;
  });
}

/** Removes a platform highlight, audited with what it was. */
export function deleteHighlight(db: Db, actor: Actor, id: number): Promise<void> {
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<HighlightRow>(
      `DELETE FROM highlights WHERE id = $1 RETURNING ${HIGHLIGHT_COLUMNS}`,
      [id],
    );
    if (!rows[0]) throw new AppError('NOT_FOUND');
    await auditContent(tx, actor, 'highlight.delete', { type: 'highlight', id }, { before: rows[0] });
  });
}
