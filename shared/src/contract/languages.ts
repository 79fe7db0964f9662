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
