/** The ten languages of the product, as sent in the `lang` header. */
export const LANGUAGES = ['vi', 'en', 'ja', 'de', 'th', 'zh-CN', 'zh-TW', 'id', 'ko', 'fr'] as const;

export type Language = (typeof LANGUAGES)[number];

/** The language of a request that names none, and of a first visit. */
export const DEFAULT_LANGUAGE: Language = 'vi';

/** Each language's own name, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  vi: 'Tiếng Việt',
  en: 'English',
  ja: '日本語',
  de: 'Deutsch',
  th: 'ไทย',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  id: 'Bahasa Indonesia',
  ko: '한국어',
  fr: 'Français',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a `lang` header asks for, or the default when it names none we have. */
export function languageOf(header: string | undefined | null): Language {
  return isLanguage(header) ? header : DEFAULT_LANGUAGE;
}

/** A name written in some of the languages, each in its own script. */
export type LocalizedNames = Partial<Record<Language, string>>;

/** The languages whose name a reader of each language takes when theirs is missing, in order. */
const NEAREST: Partial<Record<Language, readonly Language[]>> = {
  'zh-CN': ['zh-TW'],
  'zh-TW': ['zh-CN'],
};

/**
 * The name a reader of `language` sees: theirs, else the other Chinese script's (a Chinese reader
 * reads both), else English, else the default language's, else any there is ('' for none).
 */
export function localizedName(names: LocalizedNames, language: string): string {
  const reader = languageOf(language);
  for (const candidate of [reader, ...(NEAREST[reader] ?? []), 'en', DEFAULT_LANGUAGE] as const) {
    const name = names[candidate];
    if (name) return name;
  }
  return Object.values(names).find(Boolean) ?? '';
}
