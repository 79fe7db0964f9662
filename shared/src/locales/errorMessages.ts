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

/**
 * A value an error's message names: text or a count as it is, an amount of money (cents, in US
 * dollars) or an instant (epoch ms, on a given clock), both written as the language writes them.
 */
export type ErrorValue = string | number | { cents: number } | { at: number; timeZone: string };

/** Values an error's message names in double braces, such as `remaining` tries. */
export type ErrorValues = Record<string, ErrorValue>;

function formatValue(value: ErrorValue, language: Language): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  if ('cents' in value) {
    return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(value.cents / 100);
  }
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: value.timeZone,
  }).format(value.at);
}

/** The text of one error kind in one language, with the values it names filled in. */
export function errorMessage(code: ErrorCode, language: Language, values: ErrorValues = {}): string {
  return errorMessagesFor(language)[code].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? formatValue(values[name]!, language) : placeholder,
  );
}
