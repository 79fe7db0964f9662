// The inbox_messages table (migration 013): only inbox reads and writes it.
import type {
  InboxKind,
  InboxMessageKind,
  InboxParams,
  InboxReferenceType,
  Language,
  MessageText,
} from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';

/** One message as stored. */
export interface InboxRow {
  id: number;
  userId: number;
  kind: InboxMessageKind;
  params: InboxParams;
  referenceType: InboxReferenceType | null;
  referenceId: number | null;
  createdAt: Date;
  readAt: Date | null;
  /** A broadcast's title and body by language; null for every other kind. */
  broadcast: Partial<Record<Language, MessageText>> | null;
}

/** A message to write: who gets it, what happened, and what it is about. */
export interface NewInboxMessage {
  userId: number;
  kind: InboxKind;
  params: InboxParams;
  reference: { type: InboxReferenceType; id: number } | null;
}

const COLUMNS = `id, user_id::int AS "userId", kind, params, reference_type AS "referenceType",
  reference_id::int AS "referenceId", created_at AS "createdAt", read_at AS "readAt",
  (SELECT b.translations FROM broadcasts b WHERE b.id = inbox_messages.broadcast_id) AS broadcast`;

/**
 * Stores a message; null when the same (reference, kind) was already stored, so an event told
 * twice reaches the inbox once.
 */
export async function insertInboxMessage(db: Queryable, message: NewInboxMessage): Promise<InboxRow | null> {
  const { rows } = await db.query<InboxRow>(
    `INSERT INTO inbox_messages (user_id, kind, params, reference_type, reference_id)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (reference_type, reference_id, kind) WHERE reference_type IS NOT NULL DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      message.userId,
      message.kind,
      message.params,
      message.reference?.type ?? null,
      message.reference?.id ?? null,
    ],
  );
  return rows[0] ?? null;
}

/** A page of one user's messages, newest first, ids below `before`. */
export async function listInboxMessages(
  db: Queryable,
  userId: number,
  page: { before?: number; limit: number },
): Promise<InboxRow[]> {
  const { rows } = await db.query<InboxRow>(
    `SELECT ${COLUMNS} FROM inbox_messages
     WHERE user_id = $1 AND ($2::bigint IS NULL OR id < $2)
     ORDER BY id DESC LIMIT $3`,
    [userId, page.before ?? null, page.limit],
  );
  return rows;
}

/** How many of one user's messages are unread. */
export async function countUnread(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM inbox_messages WHERE user_id = $1 AND read_at IS NULL`,
    [userId],
  );
  return rows[0]!.n;
}

/** Marks one of the user's messages read (keeping the first read time); null when it is not theirs. */
export async function markRead(db: Queryable, userId: number, id: number): Promise<InboxRow | null> {
  const { rows } = await db.query<InboxRow>(
    `UPDATE inbox_messages SET read_at = coalesce(read_at, now())
     WHERE id = $1 AND user_id = $2
     RETURNING ${COLUMNS}`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/** Marks every unread message of the user read. */
export async function markAllRead(db: Queryable, userId: number): Promise<void> {
  await db.query(`UPDATE inbox_messages SET read_at = now() WHERE user_id = $1 AND read_at IS NULL`, [
    userId,
  ]);
}

/**
 * Files broadcast `broadcastId` into the inbox of every user registered now, in one statement;
 * a user who already has it gets nothing twice. Says how many were filed.
 */
export async function fileBroadcast(db: Queryable, broadcastId: number): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO inbox_messages (user_id, kind, broadcast_id)
     SELECT id, 'broadcast', $1 FROM users
     ON CONFLICT (broadcast_id, user_id) WHERE broadcast_id IS NOT NULL DO NOTHING`,
    [broadcastId],
  );
  return rowCount ?? 0;
}
