import { useCallback, useEffect, useState } from 'react';
import type { DepositView } from '@tempo/shared';
import { fetchDeposit } from './api';
import { useDepositEvents } from './useDepositEvents';

export type DepositState =
  { status: 'loading' } | { status: 'failed'; notFound: boolean } | { status: 'ready'; deposit: DepositView };

/**
 * One deposit of the trader, live: loaded on mount (unless `known` is it already, the answer of the
 * request just made), changed in place by `deposit:updated`, loaded again after a reconnect.
 */
export function useDeposit(
  id: number,
  known: DepositView | null,
): { state: DepositState; reload: () => void; set: (deposit: DepositView) => void } {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ id: number; state: DepositState } | null>(
    known?.id === id ? { id, state: { status: 'ready', deposit: known } } : null,
  );

  useEffect(() => {
    if (attempt === 0 && known?.id === id) return;
    let active = true;
    fetchDeposit(id, { quiet: true, hideLoading: true }).then(
      (deposit) => {
        if (active) setLoaded({ id, state: { status: 'ready', deposit } });
      },
      (error: { code?: string }) => {
        if (!active) return;
        // A reload that fails keeps what is on screen.
        setLoaded((current) =>
          current?.id === id && current.state.status === 'ready'
            ? current
            : { id, state: { status: 'failed', notFound: error.code === 'NOT_FOUND' } },
        );
      },
    );
    return () => {
      active = false;
    };
    // `known` only seeds the first render of its id; a later change of it is not a reason to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, attempt]);

  const set = useCallback((deposit: DepositView) => {
    setLoaded({ id: deposit.id, state: { status: 'ready', deposit } });
  }, []);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  useDepositEvents((deposit) => {
    if (deposit.id === id) set(deposit);
  }, reload);

  const state: DepositState = loaded?.id === id ? loaded.state : { status: 'loading' };
  return { state, reload, set };
}
