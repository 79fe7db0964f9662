// What runs once before the first render: language, API and socket session wiring, site config.
import { subscribeKey } from 'valtio/utils';
import { connectApiSession } from '../lib/apiClient';
import { confirm } from '../lib/dialog/confirm';
import { i18n, initI18n } from '../lib/i18n/i18n';
import { connectSocketSession, sessionTokenChanged } from '../lib/socket';
import { applyTheme } from '../lib/theme/theme';
import { currentPath } from './hashLocation';
import { isLoggingOut } from '../features/accounts/logOut';
import { askIdentity } from '../features/security/twoFactor/identityPrompt';
import { applySiteIcon, loadSiteConfig } from './loadSiteConfig';
import { isPublicPath } from './paths';
import { endSession, rememberRoute, sendToLogin } from './session';
import { store } from './store';

/** Resolves once the language on screen is loaded: the first render waits for it. */
export async function bootstrap(): Promise<void> {
  document.documentElement.lang = store.language;
  applyTheme();

  connectApiSession({
    token: () => store.token,
    language: () => store.language,
    onUnauthorized() {
      rememberRoute();
      endSession();
    },
    onNotLoggedIn(message) {
      endSession();
      // Home, the welcome page and the product list work without a session: stay there.
      if (!isPublicPath(currentPath())) sendToLogin(message);
    },
    confirmIdentity: askIdentity,
  });

  // The quote socket (opened by the first screen with live prices) reconnects as the new user.
  connectSocketSession({
    token: () => store.token,
    language: () => store.language,
    onSessionEnded(reason) {
      // This device's own logout says nothing more; it opens the login page itself.
      if (isLoggingOut(store.token)) return;
      // Leave first, then forget the token, so the guard of the page being left stays quiet.
      sendToLogin(i18n.t(`common.sessionEnded.${reason}`));
      endSession();
    },
    onClientTooOld() {
      // The server no longer speaks this build's protocol: live data stops until a reload.
      void confirm({
        title: i18n.t('common.newVersion.title'),
        message: i18n.t('common.newVersion.message'),
        confirmText: i18n.t('common.newVersion.reload'),
        cancelText: i18n.t('common.newVersion.later'),
      }).then((reload) => {
        if (reload) window.location.reload();
      });
    },
  });
  subscribeKey(store, 'token', sessionTokenChanged);

  // The last known logo shows at once; the fresh config replaces it when it arrives.
  applySiteIcon(store.logos);
  loadSiteConfig().catch(() => {
    // Already toasted by the API client; the app runs on defaults without it.
  });

  // The session and the socket are wired above whatever happens here; a catalogue that cannot
  // load (offline at the very first visit) leaves the keys on screen rather than no screen.
  await initI18n(store.language).catch((error: unknown) => {
    console.error('The language catalogue could not be loaded', error);
  });
}
