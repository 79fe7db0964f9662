import { routes } from '@tempo/shared';
import { call } from '../lib/apiClient';
import { startDebuggerDetection } from '../features/content/debuggerDetection';
import { store } from './store';

/** Points the page icon at `url`; an empty url keeps the built-in icon. */
export function applySiteIcon(url: string): void {
  if (!url) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.removeAttribute('type');
  link.href = url;
}

/** Loads the site config into the store at start: logo (page icon), service link and currency display. */
export async function loadSiteConfig(): Promise<void> {
  const config = await call(routes.site.siteConfig, { hideLoading: true });
  store.appInfo = config;
  store.logos = config.site_logo;
  store.serviceUrl = config.service_url;
  if (config.currency_symbol) store.currencySymbol = config.currency_symbol;
  if (config.currency_type) store.currencyType = config.currency_type;
  applySiteIcon(config.site_logo);
  // SPEC §4's check, only when ops turned it on (off by default).
  if (config.debuggerDetection) startDebuggerDetection();
}
