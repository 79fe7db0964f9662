import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { InboxMessageView } from '@tempo/shared';
import { store } from '../../app/store';
import { onConnected, onSocketEvent } from '../../lib/socket';
import { usePagedList, type PagedList } from '../../lib/usePagedList';
import { fetchInboxPage, markAllMessagesRead, markMessageRead } from './api';
import { mergeNewestPage, noReadMarks, withReadAt, withReadMarks } from './inboxList';
import {
  clearUnreadCount,
  decrementUnreadCount,
  refreshUnreadCount,
  unreadAnswerFor,
  useUnreadCount,
} from './unreadCount';

export interface Inbox extends PagedList<InboxMessageView> {
  /** How many messages are unread, loaded or not (null until known). */
  unread: number | null;
  /** A "mark all read" is on its way. */
  markingAll: boolean;
  /** Marks a message read (it was opened): at once on screen and on the badge, then on the server. */
  markRead: (message: InboxMessageView) => void;
  markAllRead: () => void;
}

/**
 * The trader's messages, newest first, page after page. A new message (`inbox:message`, or
 * `inbox:broadcast` for a system message to everyone) brings the
 * newest page in on top; each (re)connection loads the list afresh. Marking read shows at once
 * and is undone if the server refuses it. Keeps the socket open while mounted.
 */
export function useInbox(): Inbox {
  const unread = useUnreadCount();
  // What this tab marked read, applied to every answer, so a page loaded before the server
  // recorded a mark does not show the message unread again.
  const marks = useRef(noReadMarks());
  const loadPage = useCallback(
    (before: number | null) =>
      fetchInboxPage(before).then((page) => ({
        items: withReadMarks(page.items, marks.current, Date.now()),
        next: page.nextBefore,
      })),
    [],
  );
  const list = usePagedList('inbox', loadPage);
  const { update, reload } = list;
  const [markingAll, setMarkingAll] = useState(false);

  // The list of the latest render, for a live event deciding between a merge and a fresh load.
  const latest = useRef(list);
  useLayoutEffect(() => {
    latest.current = list;
  });

  useEffect(() => {
    const bringNewest = () => {
      const shown = latest.current;
      if (shown.loading || shown.failed) {
        reload();
        return;
      }
      fetchInboxPage(null).then(
        (page) => {
          if (mergeNewestPage(latest.current.items, page) === null) {
            reload();
            return;
          }
          update((items) => withReadMarks(mergeNewestPage(items, page) ?? items, marks.current, Date.now()));
        },
        // The next message or reconnection tries again; the badge is right meanwhile.
        () => undefined,
      );
    };
    const stopMessages = onSocketEvent('inbox:message', bringNewest);
    const stopBroadcasts = onSocketEvent('inbox:broadcast', bringNewest);
    const stopConnected = onConnected(reload);
    return () => {
      stopMessages();
      stopBroadcasts();
      stopConnected();
    };
  }, [reload, update]);

  const markRead = useCallback(
    (message: InboxMessageView) => {
      if (message.readAt !== null || marks.current.ids.has(message.id)) return;
      marks.current.ids.add(message.id);
      update((items) => withReadAt(items, message.id, Date.now()));
      decrementUnreadCount();
      markMessageRead(message.id).then(
        (read) => update((items) => withReadAt(items, read.id, read.readAt ?? Date.now())),
        () => {
          marks.current.ids.delete(message.id);
          update((items) => withReadAt(items, message.id, null));
          refreshUnreadCount();
        },
      );
    },
    [update],
  );

  const markAllRead = useCallback(() => {
    const token = store.token;
    const before = marks.current.upTo;
    const newest = Math.max(0, ...latest.current.items.map((message) => message.id));
    marks.current.upTo = Math.max(before, newest);
    update((items) => withReadMarks(items, marks.current, Date.now()));
    clearUnreadCount();
    const answerUnread = unreadAnswerFor(token);
    setMarkingAll(true);
    markAllMessagesRead().then(
      (answer) => {
        setMarkingAll(false);
        answerUnread(answer.unread);
      },
      () => {
        // The server kept them unread: show them as it has them (the error has been toasted).
        setMarkingAll(false);
        marks.current.upTo = before;
        reload();
        refreshUnreadCount();
      },
    );
  }, [update, reload]);

  return { ...list, unread, markingAll, markRead, markAllRead };
}
