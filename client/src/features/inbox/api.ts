// The inbox endpoints of the REST API, called through the route table (see @tempo/shared).
import { routes } from '@tempo/shared';
import { call } from '../../lib/apiClient';

/** Messages per page of the list. */
const PAGE_SIZE = 20;

/** One page of the trader's messages, newest first, older than `before` (a message id). */
export const fetchInboxPage = (before: number | null) =>
  call(routes.inbox.list, {
    query: { before: before ?? undefined, limit: PAGE_SIZE },
    hideLoading: true,
    quiet: true,
  });

/** Marks one message read, in the background: the list has shown it read already. */
export const markMessageRead = (id: number) =>
  call(routes.inbox.markRead, { params: { id }, hideLoading: true, quiet: true });

/** Marks every message read; answers the unread count left (messages that arrived since). */
export const markAllMessagesRead = () => call(routes.inbox.markAllRead, { hideLoading: true });
