import type { Language } from '@tempo/shared';
import { i18n } from './i18n';

/** The Intl locale of each app language: its digits, grouping, decimals and dates. */
const INTL_LOCALES: Record<Language, string> = {
  en: 'en-US',
  vi: 'vi-VN',
  ja: 'ja-JP',
  de: 'de-DE',
  th: 'th-TH',
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
  id: 'id-ID',
  ko: 'ko-KR',
  fr: 'fr-FR',
};

/** The Intl locale of the language on screen (English before i18next starts). */
export function currentLocale(): string {
  return INTL_LOCALES[i18n.language as Language] ?? INTL_LOCALES.en;
}
