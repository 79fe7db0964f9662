import { useCallback, useEffect, useState } from 'react';
import type { MaskedWithdrawalAccount, RouteData, routes } from '@tempo/shared';
import { onConnected } from '../../../lib/socket';
import { fetchWithdrawalAccount, fetchWithdrawalQuote } from './api';

export type WithdrawalQuote = RouteData<typeof routes.withdrawals.quote>;

/** What the withdraw page needs before it can show its form: the quote and the bound account. */
export interface WithdrawSetup {
  quote: WithdrawalQuote;
  account: MaskedWithdrawalAccount | null;
}

export type WithdrawSetupState =
  { status: 'loading' } | { status: 'failed' } | ({ status: 'ready' } & WithdrawSetup);

/**
 * The quote and the account of the withdraw page, loaded together on mount. `refresh` loads them
 * again behind what is shown (after a refusal, after a reconnect: the count left, the hours or the
 * verification may have changed); `retry` starts over from the loading state after a failure.
 */
export function useWithdrawSetup(): { state: WithdrawSetupState; refresh: () => void; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<WithdrawSetupState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    const options = { quiet: true, hideLoading: true };
    Promise.all([fetchWithdrawalQuote(options), fetchWithdrawalAccount(options)]).then(
      ([quote, { account }]) => {
        if (active) setState({ status: 'ready', quote, account });
      },
      () => {
        // A failed refresh keeps what is on screen; a failed first load shows the failure.
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

  // After a reconnect what changed meanwhile (a decision, a new day) is loaded again.
  useEffect(() => onConnected(refresh), [refresh]);

  return { state, refresh, retry };
}
