import { useCallback, useEffect, useState } from 'react';
import type { LiveSessionView } from '@tempo/shared';
import { fetchLiveSessions } from './api';

export type LiveSessionsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; sessions: LiveSessionView[] };

/**
 * The trader's live sessions, loaded on mount and on reload; `drop` takes one out that was just
 * logged out, without asking the server again.
 */
export function useLiveSessions(): {
  state: LiveSessionsState;
  reload: () => void;
  drop: (id: number) => void;
} {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LiveSessionsState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    fetchLiveSessions().then(
      ({ sessions }) => {
        if (active) setState({ status: 'ready', sessions });
      },
      () => {
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const drop = useCallback((id: number) => {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', sessions: current.sessions.filter((session) => session.id !== id) }
        : current,
    );
  }, []);
  return { state, reload, drop };
}
