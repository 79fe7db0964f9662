// Every language's UI catalogue at once, for the tests that compare them. The app itself loads only
// the language on screen (lib/i18n/i18n.ts), so the first screen carries one language, not ten.
import type { Language } from '@tempo/shared';
import * as de from './de';
import * as en from './en';
import * as fr from './fr';
import * as id from './id';
import * as ja from './ja';
import * as ko from './ko';
import * as th from './th';
import * as vi from './vi';
import * as zhCN from './zh-CN';
import * as zhTW from './zh-TW';

export const catalogues: Record<Language, Partial<typeof en>> = {
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
