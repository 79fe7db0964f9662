import { renderInboxMessage, type InboxMessageView, type Language } from '@tempo/shared';
import type { InboxRow } from './inboxRepo';

/** A stored message as its owner sees it, its words in `language`. */
export function presentInboxMessage(row: InboxRow, language: Language): InboxMessageView {
  const { title, body } = renderInboxMessage(row.kind, row.params, language);
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    title,
    body,
    reference: row.referenceType && row.referenceId ? { type: row.referenceType, id: row.referenceId } : null,
    createdAt: row.createdAt.getTime(),
    readAt: row.readAt ? row.readAt.getTime() : null,
  };
}
