// The words of each error kind in every language, one file per language in errors/. A message may name a value in double braces, such as
// {{remaining}} (tries left before guessing is throttled); every language names the same ones.
import type { ErrorCode } from '../contract/errors';
import type { ErrorMessages } from './catalogueTypes';
import type { Language } from '../contract/languages';
import { de } from './errors/de';
import { en } from './errors/en';
import { fr } from './errors/fr';
import { id } from './errors/id';
import { ja } from './errors/ja';
import { ko } from './errors/ko';
import { th } from './errors/th';
import { vi } from './errors/vi';
import { zhCN } from './errors/zh-CN';
import { zhTW } from './errors/zh-TW';

export type { ErrorMessages };

const catalogues: Record<Language, ErrorMessages> = {
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

/** The error catalogue of a language. */
export function errorMessagesFor(language: Language): ErrorMessages {
  return catalogues[language];
}

/** Values an error's message names in double braces, such as `remaining` tries. */
export type ErrorValues = Record<string, string | number>;

/** The text of one error kind in one language, with the values it names filled in. */
export function errorMessage(code: ErrorCode, language: Language, values: ErrorValues = {}): string {
  return errorMessagesFor(language)[code].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
