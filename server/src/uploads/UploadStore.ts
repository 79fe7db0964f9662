// Where uploaded images live. PostgreSQL by default: every node serves them and they go with the
// backups; an object store can take its place behind this interface later.
import type { UploadContentType, UploadKind } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';
import type { PreparedImage } from './prepareImage';

/** A stored upload, as read back. */
export interface StoredUpload {
  id: number;
  ownerUserId: number;
  kind: UploadKind;
  contentType: UploadContentType;
  bytes: Buffer;
}

export interface UploadStore {
  /** Stores a prepared image (in `db`'s transaction when it is one) and returns its id. */
  save(
    db: Queryable,
    upload: { ownerUserId: number; kind: UploadKind; image: PreparedImage },
  ): Promise<number>;
  /** One upload, or null. */
  find(db: Queryable, id: number): Promise<StoredUpload | null>;
}

/** The uploads table of migration 010. */
export const postgresUploadStore: UploadStore = {
  async save(db, { ownerUserId, kind, image }) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO uploads (owner_user_id, kind, content_type, bytes, size)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [ownerUserId, kind, image.contentType, image.bytes, image.bytes.length],
    );
    return rows[0]!.id;
  },

  async find(db, id) {
    const { rows } = await db.query<StoredUpload>(
      `SELECT id, owner_user_id AS "ownerUserId", kind, content_type AS "contentType", bytes
       FROM uploads WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },
};
