// The words of each error kind. en, vi and zh-CN are complete; a language without its own
// catalogue yet falls back to English. A message may name a value in double braces, such as
// {{remaining}} (tries left before guessing is throttled); every language names the same ones.
import type { ErrorCode } from '../contract/errors';
import type { ErrorMessages } from './catalogueTypes';
import type { Language } from '../contract/languages';
import { en } from './errors/en';
import { vi } from './errors/vi';
import { zhCN } from './errors/zh-CN';

export type { ErrorMessages };

const catalogues: Partial<Record<Language, ErrorMessages>> = { en, vi, 'zh-CN': zhCN };

/** The catalogue of a language, or English where that language has none yet. */
export function errorMessagesFor(language: Language): ErrorMessages {
  return catalogues[language] ?? en;
}

/** Values an error's message names in double braces, such as `remaining` tries. */
export type ErrorValues = Record<string, string | number>;

/** The text of one error kind in one language, with the values it names filled in. */
export function errorMessage(code: ErrorCode, language: Language, values: ErrorValues = {}): string {
  return errorMessagesFor(language)[code].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
