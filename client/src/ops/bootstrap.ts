// What runs once before the console's first render: the API client's session hooks, the language,
// the site's currency, and who is logged in.
import { routes } from '@tempo/shared';
import { call, connectApiSession } from '../lib/apiClient';
import { initI18n } from '../lib/i18n/i18n';
import { applyTheme } from '../lib/theme/theme';
import { OPS_CATALOGUES } from './locales/catalogues';
import { opsStore } from './opsStore';
import { loadIdentity, sessionEnded } from './session';

export async function bootstrap(): Promise<void> {
  document.documentElement.lang = opsStore.language;
  applyTheme();
  connectApiSession({
    // The session travels as an HttpOnly cookie: the console never holds a token.
    token: () => null,
    language: () => opsStore.language,
    onUnauthorized: sessionEnded,
    onNotLoggedIn: sessionEnded,
    // Ops routes ask no second factor of their own users.
    confirmIdentity: () => Promise.resolve(false),
  });
  call(routes.site.siteConfig, { hideLoading: true, quiet: true })
    .then((config) => {
      opsStore.currency = config.currency_symbol;
    })
    .catch(() => undefined);
  await Promise.all([initI18n(opsStore.language, OPS_CATALOGUES), loadIdentity()]);
}
