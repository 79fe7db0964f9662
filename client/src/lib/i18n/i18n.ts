// The one i18next instance of a client entry. The UI strings, one namespace per area (`common` is
// the default), and `errors`, the error texts of @tempo/shared keyed by error code, so a validation
// issue and a server error read the same. Only the language on screen is loaded (its own chunk):
// the first screen carries one language, and a switch loads the next. The traders' app loads its
// catalogues of client/src/locales; the ops console hands in its own (fewer languages, its own
// namespace beside `common`).
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type ErrorMessages, type Language } from '@tempo/shared';
import type * as EnglishCatalogue from '../../locales/en';

export type UiCatalogue = typeof EnglishCatalogue;

/** Loads one language's namespaces, as a chunk of its own. */
export type CatalogueLoaders = Partial<Record<Language, () => Promise<object>>>;

/** The traders' catalogues, each language a chunk of its own (the console's preview loads them too). */
export const TRADER_CATALOGUES: Record<Language, () => Promise<Partial<UiCatalogue>>> = {
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

let loaders: CatalogueLoaders = TRADER_CATALOGUES;

/**
 * The error texts of each language, a chunk each as well: the shared package's table of all ten
 * would put every language's errors on the first screen.
 */
const ERROR_CATALOGUES: Record<Language, () => Promise<ErrorMessages>> = {
  en: async () => (await import('@tempo/shared/locales/errors/en')).en,
  vi: async () => (await import('@tempo/shared/locales/errors/vi')).vi,
  ja: async () => (await import('@tempo/shared/locales/errors/ja')).ja,
  de: async () => (await import('@tempo/shared/locales/errors/de')).de,
  th: async () => (await import('@tempo/shared/locales/errors/th')).th,
  'zh-CN': async () => (await import('@tempo/shared/locales/errors/zh-CN')).zhCN,
  'zh-TW': async () => (await import('@tempo/shared/locales/errors/zh-TW')).zhTW,
  id: async () => (await import('@tempo/shared/locales/errors/id')).id,
  ko: async () => (await import('@tempo/shared/locales/errors/ko')).ko,
  fr: async () => (await import('@tempo/shared/locales/errors/fr')).fr,
};

export const i18n = i18next.createInstance();

/** A language's namespaces as i18next holds them, its error texts included. */
async function resourcesOf(language: Language): Promise<Resource[string]> {
  // A module namespace object: copied into a plain object of its namespaces.
  const load = loaders[language] ?? loaders.en!;
  const [namespaces, errors] = await Promise.all([load(), ERROR_CATALOGUES[language]()]);
  return { ...namespaces, errors };
}

/**
 * Starts i18next in `language`, once its catalogue (of `catalogues`, the traders' unless told) is
 * loaded: the first render is translated.
 */
export async function initI18n(
  language: Language,
  catalogues: CatalogueLoaders = TRADER_CATALOGUES,
): Promise<void> {
  loaders = catalogues;
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
