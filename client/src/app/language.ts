import type { Language } from '@tempo/shared';
import { i18n } from '../lib/i18n/i18n';
import { store } from './store';

/** Switches the UI language; it is stored, and the next API call sends it as the `lang` header. */
export function setLanguage(language: Language): void {
  store.language = language;
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}
