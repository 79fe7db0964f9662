// Starting and ending the session, and the return trip through the login page.
import type { LoginResult } from '@tempo/shared';
import { i18n } from '../lib/i18n/i18n';
import { clearStorage } from '../lib/storage/localStore';
import { toast } from '../lib/toast/toast';
import { currentRoute, navigate } from './hashLocation';
import { PATHS, isAuthPath } from './paths';
import { store } from './store';

/** Remembers a route to come back to after login; the login and register pages are never remembered. */
export function rememberRoute(route: string = currentRoute()): void {
  const path = route.split('?')[0] ?? route;
  if (!isAuthPath(path)) store.redirectAfterLogin = route;
}

/** The route to open after a login (the remembered one, else the personal center), forgetting it. */
export function takeRememberedRoute(): string {
  const route = store.redirectAfterLogin ?? PATHS.user;
  store.redirectAfterLogin = null;
  return route;
}

/** Sends a logged-out visitor to the login page, remembering where they were. */
export function sendToLogin(message: string = i18n.t('common.pleaseLogIn')): void {
  toast(message);
  rememberRoute();
  navigate(PATHS.login, { replace: true });
}

export function startSession(result: LoginResult): void {
  store.token = result.token;
  store.tokenExpiresAt = result.expiresAt;
}

/** Forgets the session and everything that belongs to the person. */
export function endSession(): void {
  store.token = null;
  store.tokenExpiresAt = null;
  store.userInfo = null;
}

/**
 * "Clear cache": wipes localStorage and every piece of personal state, forcing a new login. The
 * language and the site config stay; they are the device's and the site's, not the person's.
 */
export function clearCache(): void {
  clearStorage();
  endSession();
  store.registerInfo = null;
  store.redirectAfterLogin = null;
  store.tradingAccount = 'real';
}
