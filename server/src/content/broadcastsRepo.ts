// The broadcasts table (migration 016): only content writes it; the inbox reads a broadcast's
// texts when it lists the messages filed from it.
import type { MessageText } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';
import type { Translations } from './translations';

export interface BroadcastRow {
  id: number;
  translations: Translations<MessageText>;
  recipients: number;
  sentBy: string;
  createdAt: Date;
}

/** A page of broadcasts, newest first, with who sent each. */
export async function listBroadcasts(
  db: Queryable,
  page: { offset: number; limit: number },
): Promise<BroadcastRow[]> {
  const { rows } = await db.query<BroadcastRow>(
    `SELECT b.id::int, b.translations, b.recipients, a.username AS "sentBy", b.created_at AS "createdAt"
     FROM broadcasts b JOIN admins a ON a.id = b.sent_by
     ORDER BY b.id DESC OFFSET $1 LIMIT $2`,
    [page.offset, page.limit],
  );
  return rows;
}
