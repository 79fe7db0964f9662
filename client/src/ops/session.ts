// The ops session: the server keeps it in an HttpOnly cookie, so the console asks who it belongs to
// rather than reading a token, and logging out is the server's to do.
import { routes } from '@tempo/shared';
import { ApiError, call } from '../lib/apiClient';
import { closeDesk } from './desk/deskSocket';
import { opsStore } from './opsStore';

/** Asks the server who this browser's ops session belongs to. */
export async function loadIdentity(): Promise<void> {
  opsStore.identityFailed = false;
  try {
    opsStore.identity = await call(routes.admin.session, { quiet: true, hideLoading: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_LOGGED_IN') opsStore.identity = null;
    else opsStore.identityFailed = true;
  }
}

export async function logIn(username: string, password: string): Promise<void> {
  await call(routes.admin.login, { body: { username, password } });
  await loadIdentity();
}

export async function logOut(): Promise<void> {
  await call(routes.admin.logout).catch(() => undefined);
  sessionEnded();
}

/** The session is gone (logged out, expired, revoked): back to the login form. */
export function sessionEnded(): void {
  closeDesk();
  opsStore.identity = null;
}
