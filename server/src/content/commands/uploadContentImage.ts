import type { Actor } from '../../audit';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { prepareImage } from '../../uploads';
import { auditContent } from './auditContent';

/**
 * Stores a banner image through the upload pipeline (sniffed, bounded, re-encoded: nothing but
 * pixels is served to everyone), audited. Fails with PHOTO_REQUIRED when no image came.
 */
export async function uploadContentImage(db: Db, actor: Actor, bytes: Buffer | undefined): Promise<number> {
  if (!bytes) throw new AppError('PHOTO_REQUIRED', { field: 'image' });
  const image = await prepareImage(bytes, 'image');
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO content_images (content_type, bytes, size, uploaded_by) VALUES ($1, $2, $3, $4) RETURNING id::int`,
      [image.contentType, image.bytes, image.bytes.length, actor.adminId],
    );
    const id = rows[0]!.id;
    await auditContent(
      tx,
      actor,
      'content_image.upload',
      { type: 'content_image', id },
      {
        contentType: image.contentType,
        size: image.bytes.length,
      },
    );
    return id;
  });
}
