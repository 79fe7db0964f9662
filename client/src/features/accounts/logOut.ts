import { navigate } from '../../app/hashLocation';
import { PATHS } from '../../app/paths';
import { endSession } from '../../app/session';
import { store } from '../../app/store';
import { logout } from './api';

let endingHere: string | null = null;

/**
 * Whether `token` is the one this device is logging out right now: the server's word that its
 * session ended may arrive before the logout's own answer, and needs no message then.
 */
export function isLoggingOut(token: string | null): boolean {
  return token !== null && token === endingHere;
}

/** Ends the session on the server and here, and opens the login page. */
export async function logOut(): Promise<void> {
  endingHere = store.token;
  try {
    await logout();
  } catch {
    // Already toasted; an unreachable server must not keep the person logged in on this phone.
  }
  // Leave first, then forget the token, so the guard of the page being left stays quiet.
  navigate(PATHS.login, { replace: true });
  endSession();
  store.redirectAfterLogin = null;
  endingHere = null;
}
