import { useCallback, useEffect, useState } from 'react';
import type { SavingsRules } from '@tempo/shared';
import { onSocketEvent } from '../../lib/socket';
import { fetchSavingsRules } from './api';

export type RulesState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rules: SavingsRules };

/**
 * The numbers of the savings rules, loaded on mount; loaded again after a day roll, when the rate
 * of the new day and the coming holidays may have changed (only if the socket is open already).
 */
export function useSavingsRules(): { state: RulesState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RulesState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    fetchSavingsRules().then(
      (rules) => {
        if (active) setState({ status: 'ready', rules });
      },
      () => {
        if (active) setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  useEffect(() => onSocketEvent('savings:rolled', refresh), [refresh]);

  return { state, retry };
}
