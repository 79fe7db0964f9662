import type { NewsBody } from '@tempo/shared';
import type { Actor } from '../../audit';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { NEWS_COLUMNS, type NewsRow } from '../newsRepo';
import { auditContent } from './auditContent';

/** Publishes a news item (now unless `publishedAt` says when), audited. */
export function createNews(db: Db, actor: Actor, body: NewsBody): Promise<NewsRow> {
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<NewsRow>(
      `INSERT INTO news (translations, published_at) VALUES ($1, coalesce($2, now())) RETURNING ${NEWS_COLUMNS}`,
      [JSON.stringify(body.translations), body.publishedAt === undefined ? null : new Date(body.publishedAt)],
    );
    const news = rows[0]!;
    await auditContent(tx, actor, 'news.create', { type: 'news', id: news.id }, { ...body });
    return news;
  });
}

/** Replaces a news item's texts (and its publication time when given), audited with what it was. */
export function updateNews(db: Db, actor: Actor, id: number, body: NewsBody): Promise<NewsRow> {
  return withTransaction(db, async (tx) => {
    const before = await tx.query<NewsRow>(`SELECT ${NEWS_COLUMNS} FROM news WHERE id = $1 FOR UPDATE`, [id]);
    if (!before.rows[0]) throw new AppError('NOT_FOUND');
    const { rows } = await tx.query<NewsRow>(
      `UPDATE news SET translations = $2, published_at = coalesce($3, published_at), updated_at = now()
       WHERE id = $1 RETURNING ${NEWS_COLUMNS}`,
      [
        id,
        JSON.stringify(body.translations),
        body.publishedAt === undefined ? null : new Date(body.publishedAt),
      ],
    );
    await auditContent(
      tx,
      actor,
      'news.update',
      { type: 'news', id },
      { before: before.rows[0], changes: body },
    );
    return rows[0]!;
  });
}

/** Removes a news item, audited with what it was. */
export function deleteNews(db: Db, actor: Actor, id: number): Promise<void> {
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<NewsRow>(`DELETE FROM news WHERE id = $1 RETURNING ${NEWS_COLUMNS}`, [
      id,
    ]);
    if (!rows[0]) throw new AppError('NOT_FOUND');
    await auditContent(tx, actor, 'news.delete', { type: 'news', id }, { before: rows[0] });
  });
}
