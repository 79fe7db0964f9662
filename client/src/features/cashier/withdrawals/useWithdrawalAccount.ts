import { useCallback, useEffect, useState } from 'react';
import type { MaskedWithdrawalAccount } from '@tempo/shared';
import { fetchWithdrawalAccount } from './api';

export type WithdrawalAccountState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** Loaded: the masked account, or null when none is bound. */
  | { status: 'ready'; account: MaskedWithdrawalAccount | null };

/**
 * The trader's bound withdrawal account, loaded on mount; `reload` after a failure, `set` with the
 * account the bind call answered.
 */
export function useWithdrawalAccount(): {
  state: WithdrawalAccountState;
  reload: () => void;
  set: (account: MaskedWithdrawalAccount) => void;
} {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<WithdrawalAccountState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    // Quiet: the page shows its own failure state with a retry.
    fetchWithdrawalAccount({ quiet: true, hideLoading: true }).then(
      ({ account }) => {
        if (active) setState({ status: 'ready', account });
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
  const set = useCallback((account: MaskedWithdrawalAccount) => setState({ status: 'ready', account }), []);
  return { state, reload, set };
}
