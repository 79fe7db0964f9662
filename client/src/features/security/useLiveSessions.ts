import { useCallback } from 'react';
import type { LiveSessionView } from '@tempo/shared';
import { useLoaded, type Loaded } from '../../lib/useLoaded';
import { fetchLiveSessions } from './api';

/**
 * The trader's live sessions, loaded on mount and on reload; `drop` takes one out that was just
 * logged out, without asking the server again.
 */
export function useLiveSessions(): {
  state: Loaded<LiveSessionView[]>;
  reload: () => void;
  drop: (id: number) => void;
} {
  const { state, reload, update } = useLoaded(() => fetchLiveSessions().then(({ sessions }) => sessions));
  const drop = useCallback(
    (id: number) => update((sessions) => sessions.filter((session) => session.id !== id)),
    [update],
  );
  return { state, reload, drop };
}
