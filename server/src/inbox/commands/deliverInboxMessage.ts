import type { Queryable } from '../../platform/db/pool';
import type { InboxNotifier } from '../InboxNotifier';
import { countUnread, insertInboxMessage, type NewInboxMessage } from '../inboxRepo';

/**
 * Stores a message and tells its owner with the new unread count. A message already stored for
 * the same reference and kind is neither stored nor announced again.
 */
export async function deliverInboxMessage(
  db: Queryable,
  notify: InboxNotifier,
  message: NewInboxMessage,
): Promise<void> {
  const row = await insertInboxMessage(db, message);
  if (!row) return;
  const unread = await countUnread(db, message.userId);
  notify.inboxMessage(message.userId, { id: row.id, kind: message.kind, unread });
}
