// The content_images table (migration 016): banner images ops upload, served to everyone.
import type { UploadContentType } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';

export interface ContentImage {
  contentType: UploadContentType;
  bytes: Buffer;
}

export async function findContentImage(db: Queryable, id: number): Promise<ContentImage | null> {
  const { rows } = await db.query<ContentImage>(
    `SELECT content_type AS "contentType", bytes FROM content_images WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The path an uploaded image is served at, as a banner's imageUrl names it. */
export const contentImageUrl = (id: number): string => `/api/content/images/${id}`;
