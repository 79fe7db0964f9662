import type { BannerBody } from '@tempo/shared';
import type { Actor } from '../../audit';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { BANNER_COLUMNS, type BannerRow } from '../bannersRepo';
import { auditContent } from './auditContent';

const instant = (ms: number | null) => (ms === null ? null : new Date(ms));

const valuesOf = (body: BannerBody) => [
  JSON.stringify(body.translations),
  body.link,
  body.sortOrder,
  instant(body.activeFrom),
  instant(body.activeUntil),
  body.enabled,
];

/** Adds a banner, audited. */
export function createBanner(db: Db, actor: Actor, body: BannerBody): Promise<BannerRow> {
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<BannerRow>(
      `INSERT INTO banners (translations, link, sort_order, active_from, active_until, enabled)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${BANNER_COLUMNS}`,
      valuesOf(body),
    );
    const banner = rows[0]!;
    await auditContent(tx, actor, 'banner.create', { type: 'banner', id: banner.id }, { ...body });
    return banner;
  });
}

/** Replaces a banner, audited with what it was. */
export function updateBanner(db: Db, actor: Actor, id: number, body: BannerBody): Promise<BannerRow> {
  return withTransaction(db, async (tx) => {
    const before = await tx.query<BannerRow>(
      `SELECT ${BANNER_COLUMNS} FROM banners WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!before.rows[0]) throw new AppError('NOT_FOUND');
    const { rows } = await tx.query<BannerRow>(
      `UPDATE banners SET translations = $2, link = $3, sort_order = $4, active_from = $5, active_until = $6,
              enabled = $7, updated_at = now()
       WHERE id = $1 RETURNING ${BANNER_COLUMNS}`,
      [id, ...valuesOf(body)],
    );
    await auditContent(
      tx,
      actor,
      'banner.update',
      { type: 'banner', id },
      { before: before.rows[0], changes: body },
    );
    return rows[0]!;
  });
}

/** Removes a banner, audited with what it was. */
export function deleteBanner(db: Db, actor: Actor, id: number): Promise<void> {
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<BannerRow>(
      `DELETE FROM banners WHERE id = $1 RETURNING ${BANNER_COLUMNS}`,
      [id],
    );
    if (!rows[0]) throw new AppError('NOT_FOUND');
    await auditContent(tx, actor, 'banner.delete', { type: 'banner', id }, { before: rows[0] });
  });
}
