import { useCallback, useEffect, useState } from 'react';
import type { LimitView } from '@tempo/shared';
import { fetchLimits } from './api';

export type LimitsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; limits: LimitView[] };

/** The trader's limits, loaded on mount and on retry; `replace` puts in one the server answered with. */
export function useLimits(): { state: LimitsState; retry: () => void; replace: (limit: LimitView) => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LimitsState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    fetchLimits().then(
      ({ limits }) => {
        if (active) setState({ status: 'ready', limits });
      },
      () => {
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const replace = useCallback((next: LimitView) => {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', limits: current.limits.map((limit) => (limit.key === next.key ? next : limit)) }
        : current,
    );
  }, []);
  return { state, retry, replace };
}
