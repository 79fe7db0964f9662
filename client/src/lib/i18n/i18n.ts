// The one i18next instance of the client. Two namespaces: `common` holds the UI strings of
// client/src/locales, `errors` the error texts of @tempo/shared, keyed by error code, so a
// validation issue and a server error read the same.
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, errorMessagesFor, type Language } from '@tempo/shared';
import { common as en, type CommonMessages } from '../../locales/en/common';
import { common as vi } from '../../locales/vi/common';
import { common as zhCN } from '../../locales/zh-CN/common';

/** UI catalogues written so far; the other languages fall back to English until they are translated. */
const catalogues: Partial<Record<Language, CommonMessages>> = { en, vi, 'zh-CN': zhCN };

function buildResources(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    const common = catalogues[language];
    resources[language] = { errors: errorMessagesFor(language), ...(common ? { common } : {}) };
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
    ns: ['common', 'errors'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
}
