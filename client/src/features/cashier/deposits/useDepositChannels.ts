import type { DepositChannelView } from '@tempo/shared';
import { useLoaded, type Loaded } from '../../../lib/useLoaded';
import { fetchDepositChannels } from './api';

/**
 * The deposit channels that are on (possibly none), loaded on mount; `reload` after a failure or
 * a refusal.
 */
export function useDepositChannels(): { state: Loaded<DepositChannelView[]>; reload: () => void } {
  const { state, reload } = useLoaded(() =>
    // Quiet: the page shows its own failure state with a retry.
    fetchDepositChannels({ quiet: true, hideLoading: true }),
  );
  return { state, reload };
}
