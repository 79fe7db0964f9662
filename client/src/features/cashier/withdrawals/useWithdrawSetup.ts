import { useEffect } from 'react';
import type { MaskedWithdrawalAccount, RouteData, routes } from '@tempo/shared';
import { onConnected } from '../../../lib/socket';
import { useLoaded, type Loaded } from '../../../lib/useLoaded';
import { fetchWithdrawalAccount, fetchWithdrawalQuote } from './api';

export type WithdrawalQuote = RouteData<typeof routes.withdrawals.quote>;

/** What the withdraw page needs before it can show its form: the quote and the bound account. */
export interface WithdrawSetup {
  quote: WithdrawalQuote;
  account: MaskedWithdrawalAccount | null;
}

async function fetchWithdrawSetup(): Promise<WithdrawSetup> {
  const options = { quiet: true, hideLoading: true };
  const [quote, { account }] = await Promise.all([
    fetchWithdrawalQuote(options),
    fetchWithdrawalAccount(options),
  ]);
  return { quote, account };
}

/**
 * The quote and the account of the withdraw page, loaded together on mount. `refresh` loads them
 * again behind what is shown (after a refusal, after a reconnect: the count left, the hours or the
 * verification may have changed); `retry` starts over from the loading state after a failure.
 */
export function useWithdrawSetup(): { state: Loaded<WithdrawSetup>; refresh: () => void; retry: () => void } {
  const { state, reload, refresh } = useLoaded(fetchWithdrawSetup);

  // After a reconnect what changed meanwhile (a decision, a new day) is loaded again.
  useEffect(() => onConnected(refresh), [refresh]);

  return { state, refresh, retry: reload };
}
