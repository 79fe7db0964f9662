import type { BroadcastBody } from '@tempo/shared';
import type { Actor } from '../../audit';
import { fileBroadcast } from '../../inbox';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import type { BroadcastRow } from '../broadcastsRepo';
import type { ContentNotifier } from '../ContentNotifier';
import { auditContent } from './auditContent';

/**
 * Sends a system message to every trader registered now: stored once with its texts, filed in
 * each inbox by one set-based statement, audited, all in one transaction; announced to every
 * socket after the commit, so no client fetches a message not yet visible.
 */
export async function sendBroadcast(
  db: Db,
  notify: ContentNotifier,
  actor: Actor,
  body: BroadcastBody,
): Promise<BroadcastRow> {
  const broadcast = await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: number; createdAt: Date }>(
      `INSERT INTO broadcasts (translations, sent_by) VALUES ($1, $2) RETURNING id::int, created_at AS "createdAt"`,
      [JSON.stringify(body.translations), actor.adminId],
    );
    const { id, createdAt } = rows[0]!;
    const recipients = await fileBroadcast(tx, id);
    const sender = await tx.query<{ username: string }>(
      `UPDATE broadcasts b SET recipients = $2 FROM admins a WHERE b.id = $1 AND a.id = b.sent_by
       RETURNING a.username`,
      [id, recipients],
    );
    await auditContent(tx, actor, 'broadcast.send', { type: 'broadcast', id }, { ...body, recipients });
    return { id, translations: body.translations, recipients, sentBy: sender.rows[0]!.username, createdAt };
  });
  notify.inboxBroadcast({ id: broadcast.id });
  return broadcast;
}
