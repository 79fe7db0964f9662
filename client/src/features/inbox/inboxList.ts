// The loaded inbox as this tab sees it: the newest page merged in when a message arrives, and the
// messages this tab has marked read kept read while the server's answers catch up.
import type { InboxMessageView } from '@tempo/shared';

/** Messages this tab has marked read: one by one, and every message up to an id ("mark all read"). */
export interface ReadMarks {
  ids: Set<number>;
  /** Every message with an id up to this one was marked read (0: none). */
  upTo: number;
}

export const noReadMarks = (): ReadMarks => ({ ids: new Set(), upTo: 0 });

const isMarked = (message: InboxMessageView, marks: ReadMarks): boolean =>
  marks.ids.has(message.id) || message.id <= marks.upTo;

/**
 * The messages with this tab's read marks applied (read at `now`, epoch ms), so a page answered
 * before the server recorded a mark does not bring its unread dot back. Returns `messages` itself
 * when nothing changes.
 */
export function withReadMarks(
  messages: InboxMessageView[],
  marks: ReadMarks,
  now: number,
): InboxMessageView[] {
  if (!messages.some((message) => message.readAt === null && isMarked(message, marks))) return messages;
  return messages.map((message) =>
    message.readAt === null && isMarked(message, marks) ? { ...message, readAt: now } : message,
  );
}

/** The messages with one of them read (or unread again, `readAt` null), or `messages` when it is not there. */
export function withReadAt(
  messages: InboxMessageView[],
  id: number,
  readAt: number | null,
): InboxMessageView[] {
  if (!messages.some((message) => message.id === id)) return messages;
  return messages.map((message) => (message.id === id ? { ...message, readAt } : message));
}

/**
 * The loaded list with a fresh newest page put on top: its messages replace the loaded copies
 * and the older loaded ones follow. Null when the page may not reach the loaded ones (it is full
 * and all newer than them, or nothing was loaded), so messages in between could be missing: the
 * list must then be loaded afresh.
 */
export function mergeNewestPage(
  loaded: InboxMessageView[],
  page: { items: InboxMessageView[]; nextBefore: number | null },
): InboxMessageView[] | null {
  if (page.nextBefore !== null) {
    const newestLoaded = loaded.length > 0 ? Math.max(...loaded.map((message) => message.id)) : null;
    const oldestOfPage = Math.min(...page.items.map((message) => message.id));
    if (newestLoaded === null || oldestOfPage > newestLoaded) return null;
  }
  const onPage = new Set(page.items.map((message) => message.id));
  return [...page.items, ...loaded.filter((message) => !onPage.has(message.id))];
}

/** Whether any of the messages is unread. */
export const hasUnread = (messages: InboxMessageView[]): boolean =>
  messages.some((message) => message.readAt === null);
