// The one i18next instance of the client. The UI strings of client/src/locales, one namespace per
// area (`common` is the default), and `errors`, the error texts of @tempo/shared keyed by error
// code, so a validation issue and a server error read the same. Only the language on screen is
// loaded (its own chunk): the first screen carries one language, and a switch loads the next.
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, errorMessagesFor, type Language } from '@tempo/shared';
import type * as EnglishCatalogue from '../../locales/en';

export type UiCatalogue = typeof EnglishCatalogue;

/** Each language's catalogue, as a chunk of its own. */
const loaders: Record<Language, () => Promise<Partial<UiCatalogue>>> = {
  en: () => import('../../locales/en'),
  vi: () => import('../../locales/vi'),
  ja: () => import('../../locales/ja'),
  de: () => import('../../locales/de'),
  th: () => import('../../locales/th'),
  'zh-CN': () => import('../../locales/zh-CN'),
  'zh-TW': () => import('../../locales/zh-TW'),
  id: () => import('../../locales/id'),
  ko: () => import('../../locales/ko'),
  fr: () => import('../../locales/fr'),
};

export const i18n = i18next.createInstance();

/** A language's namespaces as i18next holds them, its error texts included. */
async function resourcesOf(language: Language): Promise<Resource[string]> {
  // A module namespace object: copied into a plain object of its namespaces.
  return { ...(await loaders[language]()), errors: errorMessagesFor(language) };
}

/** Starts i18next in `language`, once its catalogue is loaded: the first render is translated. */
export async function initI18n(language: Language): Promise<void> {
  const resources: Resource = { [language]: await resourcesOf(language) };
  await i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    // Region codes (zh-CN, zh-TW) are whole languages here; never look for a bare "zh".
    load: 'currentOnly',
    ns: Object.keys(resources[language]!),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
}

/** Loads `language`'s catalogue, if it is not loaded yet, so that switching to it is instant. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'common')) return;
  for (const [namespace, messages] of Object.entries(await resourcesOf(language))) {
    i18n.addResourceBundle(language, namespace, messages, true, true);
  }
}
