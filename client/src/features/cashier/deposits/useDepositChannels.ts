import { useCallback, useEffect, useState } from 'react';
import type { DepositChannelView } from '@tempo/shared';
import { fetchDepositChannels } from './api';

export type DepositChannelsState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** Loaded: the channels that are on, possibly none. */
  | { status: 'ready'; channels: DepositChannelView[] };

/** The deposit channels that are on, loaded on mount; `reload` after a failure or a refusal. */
export function useDepositChannels(): { state: DepositChannelsState; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DepositChannelsState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    // Quiet: the page shows its own failure state with a retry.
    fetchDepositChannels({ quiet: true, hideLoading: true }).then(
      (channels) => {
        if (active) setState({ status: 'ready', channels });
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
  return { state, reload };
}
