import { useCallback, useEffect, useRef, useState } from 'react';
import type { SavingsSummary } from '@tempo/shared';
import { useLiveBalances } from '../../app/balances';
import { store } from '../../app/store';
import { onConnected, onSocketEvent } from '../../lib/socket';
import { fetchSavingsSummary } from './api';

export type SummaryState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; summary: SavingsSummary };

/** The last summary seen, and whose it is: a page opened again shows it at once while it refreshes. */
let last: { token: string; summary: SavingsSummary } | null = null;

function remembered(): SavingsSummary | null {
  return last && last.token === store.token ? last.summary : null;
}

/** Keeps a summary the server just gave (a transfer's answer) for the next page that shows one. */
export function rememberSummary(summary: SavingsSummary): void {
  if (store.token) last = { token: store.token, summary };
}

export interface SavingsSummaryHook {
  state: SummaryState;
  /** Loads the summary again behind what is shown (a refusal may mean it changed). */
  refresh: () => void;
  /** Starts over from the loading state after a failure. */
  retry: () => void;
}

/**
 * The trader's savings summary, live while mounted: the socket stays open (with the balances),
 * `savings:updated` brings the new summary after a transfer from any device, and after the day
 * roll (`savings:rolled`) and every (re)connection it is fetched again.
 */
export function useSavingsSummary(): SavingsSummaryHook {
  useLiveBalances();
  const [state, setState] = useState<SummaryState>(() => {
    const summary = remembered();
    return summary ? { status: 'ready', summary } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  // Bumped by every summary that lands: a fetch sent before a newer summary arrived is dropped.
  const version = useRef(0);

  const show = useCallback((summary: SavingsSummary) => {
    version.current += 1;
    rememberSummary(summary);
    setState({ status: 'ready', summary });
  }, []);

  useEffect(() => {
    let active = true;
    const sentAt = version.current;
    fetchSavingsSummary({ quiet: true, hideLoading: true }).then(
      (summary) => {
        if (active && version.current === sentAt) show(summary);
      },
      () => {
        // A failed refresh keeps what is on screen; a failed first load shows the failure.
        if (active) setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
      },
    );
    return () => {
      active = false;
    };
  }, [attempt, show]);

  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  useEffect(() => {
    const stopUpdated = onSocketEvent('savings:updated', (summary) => show(summary));
    const stopRolled = onSocketEvent('savings:rolled', refresh);
    const stopConnected = onConnected(refresh);
    return () => {
      stopUpdated();
      stopRolled();
      stopConnected();
    };
  }, [refresh, show]);

  return { state, refresh, retry };
}
