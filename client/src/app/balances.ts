// The logged-in user's balances, app-wide. They live in the store's profile, so the personal
// center, the cashier, savings and the trading screens show the same figures, and they change
// by the socket's `balance` and `orders:settled` events, by answers that carry balances (a demo
// reset) and by a fresh profile after each (re)connection, when what changed meanwhile is read.
// A profile read before a balance event that arrived first keeps the event's balances
// (lib/changeCounter.ts).
import { useEffect } from 'react';
import { cents, routes, type Balances, type Profile } from '@tempo/shared';
import { call } from '../lib/apiClient';
import { changeCounter } from '../lib/changeCounter';
import { holdConnection, onConnected, onSocketEvent } from '../lib/socket';
import { store } from './store';

const balanceChanges = changeCounter();

/** New balances (cents): the profile's, and the total assets derived from them as the server does. */
export function applyBalances(balances: Balances): void {
  const profile = store.userInfo;
  if (!profile) return;
  balanceChanges.changed();
  profile.balances = { ...balances };
  profile.totalAssets = cents(balances.available + balances.frozen + balances.savings);
}

/**
 * Where a profile asked for now goes when it arrives: into the store, unless the session changed
 * meanwhile, with the balances an event brought meanwhile kept. Take it just before the call.
 */
export function profileAnswerFor(token: string | null): (profile: Profile) => void {
  const balancesUnchanged = balanceChanges.unchangedSince();
  return (profile) => {
    if (store.token !== token) return;
    const shown = store.userInfo;
    store.userInfo =
      balancesUnchanged() || !shown
        ? profile
        : { ...profile, balances: shown.balances, totalAssets: shown.totalAssets };
  };
}

/** Fetches the profile (balances, profit figures) without a loading indicator or an error toast. */
export function refreshProfileQuietly(): void {
  const token = store.token;
  if (!token) return;
  const answer = profileAnswerFor(token);
  call(routes.accounts.profile, { hideLoading: true, quiet: true }).then(answer, () => undefined);
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
