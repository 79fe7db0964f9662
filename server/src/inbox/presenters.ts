import {
  pickTranslation,
  renderInboxMessage,
  type InboxMessageView,
  type InboxText,
  type Language,
} from '@tempo/shared';
import type { InboxRow } from './inboxRepo';

/** A stored message as its owner sees it, its words in `language`, a time in its words in `timeZone`. */
export function presentInboxMessage(row: InboxRow, language: Language, timeZone: string): InboxMessageView {
  const { title, body } = wordsOf(row, language, timeZone);
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

/** A broadcast's own words in the reader's language (or its fallback); the catalogue's for the rest. */
function wordsOf(row: InboxRow, language: Language, timeZone: string): InboxText {
  if (row.kind !== 'broadcast') return renderInboxMessage(row.kind, row.params, language, timeZone);
  const picked = row.broadcast ? pickTranslation(row.broadcast, language) : null;
  return picked ? { title: picked.texts.title, body: picked.texts.body } : { title: '', body: '' };
}
