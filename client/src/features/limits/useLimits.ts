import { useCallback } from 'react';
import type { LimitView } from '@tempo/shared';
import { useLoaded, type Loaded } from '../../lib/useLoaded';
import { fetchLimits } from './api';

/** The trader's limits, loaded on mount and on retry; `replace` puts in one the server answered with. */
export function useLimits(): {
  state: Loaded<LimitView[]>;
  retry: () => void;
  replace: (limit: LimitView) => void;
} {
  const { state, reload, update } = useLoaded(() => fetchLimits().then(({ limits }) => limits));
  const replace = useCallback(
    (next: LimitView) => update((limits) => limits.map((limit) => (limit.key === next.key ? next : limit))),
    [update],
  );
  return { state, retry: reload, replace };
}
