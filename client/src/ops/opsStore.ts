// The ops console's state: who is logged in (from the session cookie, asked of the server), the
// language on screen and the site's currency symbol.
import { proxy } from 'valtio';
import type { OpsIdentity } from '@tempo/shared';
import { readJson, writeJson } from '../lib/storage/localStore';
import { OPS_LANGUAGES, type OpsLanguage } from './locales/catalogues';

const LANGUAGE_KEY = 'tempo:ops-language';

function initialLanguage(): OpsLanguage {
  const stored = readJson(LANGUAGE_KEY);
  if (OPS_LANGUAGES.includes(stored as OpsLanguage)) return stored as OpsLanguage;
  const browser = navigator.languages.find((tag) =>
    OPS_LANGUAGES.some((language) => tag.toLowerCase().startsWith(language.toLowerCase())),
  );
  return OPS_LANGUAGES.find((language) => browser?.toLowerCase().startsWith(language.toLowerCase())) ?? 'vi';
}

export const opsStore = proxy({
  /** The logged-in ops user; null when there is no live session; undefined until the server says. */
  identity: undefined as OpsIdentity | null | undefined,
  /** The server could not be asked who is logged in. */
  identityFailed: false,
  language: initialLanguage(),
  currency: '$',
});

export function rememberLanguage(language: OpsLanguage): void {
  opsStore.language = language;
  writeJson(LANGUAGE_KEY, language);
}
