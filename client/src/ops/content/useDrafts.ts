// The texts of the item open in an editor, per language, and the language being written.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tempo/shared';
import {
  draftsOf,
  fillOf,
  firstLanguage,
  sendableOf,
  withField,
  withoutLanguage,
  type Drafts,
  type LanguageFill,
  type Sendable,
} from './translationDrafts';

export interface DraftsState<F extends string> {
  fields: readonly F[];
  drafts: Drafts<F>;
  language: Language;
  choose(language: Language): void;
  fillOf(language: Language): LanguageFill;
  set(field: F, value: string): void;
  /** Sets one field in every language begun (an image for every caption). */
  setEverywhere(field: F, value: string): void;
  /** Removes the language being written. */
  clear(): void;
  sendable: Sendable<F>;
}

export function useDrafts<F extends string>(
  fields: readonly F[],
  stored: Partial<Record<Language, Record<F, string>>> | undefined,
): DraftsState<F> {
  const { i18n } = useTranslation('ops');
  const [drafts, setDrafts] = useState(() => draftsOf(stored ?? {}, fields));
  const [language, choose] = useState(() => firstLanguage(drafts, fields, i18n.language as Language));
  return {
    fields,
    drafts,
    language,
    choose,
    fillOf: (candidate) => fillOf(drafts, candidate, fields),
    set: (field, value) => setDrafts((current) => withField(current, language, fields, field, value)),
    setEverywhere: (field, value) =>
      setDrafts((current) => {
        let next = current;
        for (const [candidate, texts] of Object.entries(current) as [Language, Record<F, string>][]) {
          if (candidate === language || fields.some((name) => texts[name].trim() !== ''))
            next = withField(next, candidate, fields, field, value);
        }
        return next;
      }),
    clear: () => setDrafts((current) => withoutLanguage(current, language)),
    sendable: sendableOf(drafts, fields),
  };
}
