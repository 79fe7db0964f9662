import type { Language } from '@tempo/shared';
import { i18n, loadLanguage } from '../lib/i18n/i18n';
import { toast } from '../lib/toast/toast';
import { store } from './store';

/**
 * Switches the UI language once its catalogue has loaded; it is stored, and the next API call sends
 * it as the `lang` header. Offline, the language stays as it was and the person is told.
 */
export async function setLanguage(language: Language): Promise<void> {
  try {
    await loadLanguage(language);
  } catch {
    toast(i18n.t('common.requestFailed'));
    return;
  }
  store.language = language;
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}
