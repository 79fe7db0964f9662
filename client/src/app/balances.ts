// The logged-in user's balances, app-wide. They live in the store's profile, so the personal
// center, the cashier, savings and the trading screens show the same figures, and they change
// by the socket's `balance` and `orders:settled` events, by answers that carry balances (a demo
// reset) and by a fresh profile after each (re)connection, when what changed meanwhile is read.
import { useEffect } from 'react';
import { cents, routes, type Balances } from '@tempo/shared';
import { call } from '../lib/apiClient';
import { holdConnection, onConnected, onSocketEvent } from '../lib/socket';
import { store } from './store';

/** New balances (cents): the profile's, and the total assets derived from them as the server does. */
export function applyBalances(balances: Balances): void {
  const profile = store.userInfo;
  if (!profile) return;
  profile.balances = { ...balances };
  profile.totalAssets = cents(balances.available + balances.frozen + balances.savings);
}

/** Fetches the profile (balances, profit figures) without a loading indicator or an error toast. */
export function refreshProfileQuietly(): void {
  const token = store.token;
  if (!token) return;
  call(routes.accounts.profile, { hideLoading: true, quiet: true }).then(
    (profile) => {
      if (store.token === token) store.userInfo = profile;
    },
    () => undefined,
  );
}

const PROFILE_REFRESH_DELAY_MS = 300;
let profileTimer: ReturnType<typeof setTimeout> | undefined;

/** A real order settled: the profit figures of the profile changed; fetched once for a burst of settlements. */
function refreshProfitLater(): void {
  clearTimeout(profileTimer);
  profileTimer = setTimeout(refreshProfileQuietly, PROFILE_REFRESH_DELAY_MS);
}

let started = false;

/** Starts following the user's balance events; idempotent, runs for the app's lifetime. */
export function startBalanceEvents(): void {
  if (started) return;
  started = true;
  // The balances after the settlement pass, read when it was announced: a repeat of the same
  // announcement sets the same figures again.
  onSocketEvent('orders:settled', ({ orders, balances }) => {
    applyBalances(balances);
    if (orders.some((order) => order.account === 'real')) refreshProfitLater();
  });
  onSocketEvent('balance', applyBalances);
  // Balances that changed before the connection was made (or while it was down).
  onConnected(refreshProfileQuietly);
}

/** Keeps the socket open and the balances live while a screen that shows them is mounted. */
export function useLiveBalances(): void {
  useEffect(() => {
    startBalanceEvents();
    return holdConnection();
  }, []);
}
