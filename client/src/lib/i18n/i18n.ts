// The one i18next instance of the client. The UI strings of client/src/locales, one namespace per
// area (`common` is the default), and `errors`, the error texts of @tempo/shared keyed by error
// code, so a validation issue and a server error read the same.
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, errorMessagesFor, type Language } from '@tempo/shared';
import * as de from '../../locales/de';
import * as en from '../../locales/en';
import * as fr from '../../locales/fr';
import * as id from '../../locales/id';
import * as ja from '../../locales/ja';
import * as ko from '../../locales/ko';
import * as th from '../../locales/th';
import * as vi from '../../locales/vi';
import * as zhCN from '../../locales/zh-CN';
import * as zhTW from '../../locales/zh-TW';

type UiCatalogue = typeof en;

/**
 * Every language's UI catalogue. Each namespace file is typed by its English one (same keys); a
 * namespace not yet written in a language falls back to English, and catalogues.test.ts fails
 * until it is.
 */
export const catalogues: Record<Language, Partial<UiCatalogue>> = {
  en,
  vi,
  ja,
  de,
  th,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  id,
  ko,
  fr,
};

/** The UI namespaces, as every catalogue has them. */
export const UI_NAMESPACES = Object.keys(en) as (keyof UiCatalogue)[];

function buildResources(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    resources[language] = { errors: errorMessagesFor(language), ...catalogues[language] };
  }
  return resources;
}

export const i18n = i18next.createInstance();

/** Starts i18next in `language`; synchronous, so the first render is already translated. */
export function initI18n(language: Language): void {
  void i18n.use(initReactI18next).init({
    resources: buildResources(),
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    // Region codes (zh-CN, zh-TW) are whole languages here; never look for a bare "zh".
    load: 'currentOnly',
    ns: [...UI_NAMESPACES, 'errors'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
}
