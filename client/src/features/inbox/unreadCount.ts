// How many of the user's inbox messages are unread: the badge on home and the personal center.
// Loaded when the connection is made (and after each reconnect), then kept by `inbox:message`,
// which carries the new count, by `inbox:broadcast` (a message to everyone: fetched again) and by
// this tab marking messages read.
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { routes } from '@tempo/shared';
import { store } from '../../app/store';
import { call } from '../../lib/apiClient';
import { holdConnection, onConnected, onSocketEvent } from '../../lib/socket';

export const inboxUnread = proxy({ count: null as number | null });

/** Fetches the count quietly; a failure keeps the last one. */
export function refreshUnreadCount(): void {
  const token = store.token;
  if (!token) return;
  call(routes.inbox.unread, { hideLoading: true, quiet: true }).then(
    ({ unread }) => {
      if (store.token === token) inboxUnread.count = unread;
    },
    () => undefined,
  );
}

/** This tab marked one message read: one fewer at once, before the server has answered. */
export function decrementUnreadCount(): void {
  if (inboxUnread.count !== null && inboxUnread.count > 0) inboxUnread.count -= 1;
}

/** The count the server answered to a call made under `token`; dropped if the session changed since. */
export function setUnreadCount(count: number, token: string | null): void {
  if (token !== null && store.token === token) inboxUnread.count = count;
}

let started = false;

function startInboxEvents(): void {
  if (started) return;
  started = true;
  onSocketEvent('inbox:message', ({ unread }) => {
    inboxUnread.count = unread;
  });
  // A system message to everyone carries no count of ours: ask for it.
  onSocketEvent('inbox:broadcast', refreshUnreadCount);
  onConnected(refreshUnreadCount);
  subscribeKey(store, 'token', () => {
    inboxUnread.count = null;
    refreshUnreadCount();
  });
}

/** The unread count, live while the screen is mounted (null until known or when logged out). */
export function useUnreadCount(): number | null {
  const { token } = useSnapshot(store);
  const { count } = useSnapshot(inboxUnread);
  useEffect(() => {
    if (!token) return;
    startInboxEvents();
    refreshUnreadCount();
    return holdConnection();
  }, [token]);
  return token ? count : null;
}
