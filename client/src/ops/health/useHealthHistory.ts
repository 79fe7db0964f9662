// The health figures every 2 s while the page is on screen, with the last few minutes of them kept
// for the small charts.
import { useRef } from 'react';
import { routes, type HealthView } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { usePolled } from '../usePolled';

export const HEALTH_POLL_MS = 2_000;
/** Samples kept: five minutes at one every two seconds. */
export const HISTORY_LENGTH = 150;

export interface HealthHistory {
  latest: HealthView | null;
  failed: boolean;
  /** Oldest first. */
  samples: readonly HealthView[];
  retry(): void;
}

export function useHealthHistory(): HealthHistory {
  const history = useRef<HealthView[]>([]);
  const polled = usePolled(async () => {
    const latest = await call(routes.opsHealth.summary, { hideLoading: true, quiet: true });
    history.current = [...history.current.slice(-(HISTORY_LENGTH - 1)), latest];
    return { latest, samples: history.current };
  }, HEALTH_POLL_MS);
  return {
    latest: polled.value?.latest ?? null,
    samples: polled.value?.samples ?? [],
    failed: polled.failed,
    retry: polled.refresh,
  };
}
