// How many of the user's inbox messages are unread: the badge on home and the personal center.
// Loaded when the connection is made (and after each reconnect), then kept by `inbox:message`,
// which carries the new count, by `inbox:broadcast` (a message to everyone: fetched again) and by
// this tab marking messages read.
// An answer that may be older than an event arriving first is dropped (lib/changeCounter.ts).
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { routes } from '@tempo/shared';
import { store } from '../../app/store';
import { call } from '../../lib/apiClient';
import { changeCounter } from '../../lib/changeCounter';
import { holdConnection, onConnected, onSocketEvent } from '../../lib/socket';

export const inboxUnread = proxy({ count: null as number | null });

const countChanges = changeCounter();

function changeCount(count: number | null): void {
  countChanges.changed();
  inboxUnread.count = count;
}

/**
 * Where the answer to a call made now goes: the count, unless the session or the count changed
 * meanwhile. Take it just before making the call.
 */
export function unreadAnswerFor(token: string | null): (count: number) => void {
  const unchanged = countChanges.unchangedSince();
  return (count) => {
    if (token !== null && store.token === token && unchanged()) changeCount(count);
  };
}

/** Fetches the count quietly; a failure keeps the last one. */
export function refreshUnreadCount(): void {
  const token = store.token;
  if (!token) return;
  const answer = unreadAnswerFor(token);
  call(routes.inbox.unread, { hideLoading: true, quiet: true }).then(
    ({ unread }) => answer(unread),
    () => undefined,
  );
}

/** This tab marked one message read: one fewer at once, before the server has answered. */
export function decrementUnreadCount(): void {
  if (inboxUnread.count !== null && inboxUnread.count > 0) changeCount(inboxUnread.count - 1);
}

/** This tab marked every message read: none, before the server has answered. */
export function clearUnreadCount(): void {
  changeCount(0);
}

let started = false;

function startInboxEvents(): void {
  if (started) return;
  started = true;
  onSocketEvent('inbox:message', ({ unread }) => changeCount(unread));
  // A system message to everyone carries no count of ours: ask for it.
  onSocketEvent('inbox:broadcast', refreshUnreadCount);
  onConnected(refreshUnreadCount);
  subscribeKey(store, 'token', () => {
    changeCount(null);
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
