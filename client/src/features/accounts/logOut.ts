import { navigate } from '../../app/hashLocation';
import { PATHS } from '../../app/paths';
import { endSession } from '../../app/session';
import { store } from '../../app/store';
import { logout } from './api';

/** Ends the session on the server and here, and opens the login page. */
export async function logOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // Already toasted; an unreachable server must not keep the person logged in on this phone.
  }
  // Leave first, then forget the token, so the guard of the page being left stays quiet.
  navigate(PATHS.login, { replace: true });
  endSession();
  store.redirectAfterLogin = null;
}
