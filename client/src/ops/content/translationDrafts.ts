// An item's texts per language as ops type them: every field a string, blank until written. A
// language is sent when all its fields are written, left out when none are; one written in part
// cannot be sent (the server would refuse the item), so the editor says which.
import { LANGUAGES, pickTranslation, type Language } from '@tempo/shared';

export type Drafts<F extends string> = Partial<Record<Language, Record<F, string>>>;

/** How much of a language is written: all its fields, some, or none. */
export type LanguageFill = 'filled' | 'partial' | 'empty';

/** The drafts of an item as stored (its texts by language). */
export function draftsOf<F extends string>(
  translations: Partial<Record<Language, Record<F, string>>>,
  fields: readonly F[],
): Drafts<F> {
  const drafts: Drafts<F> = {};
  for (const language of LANGUAGES) {
    const texts = translations[language];
    if (texts)
      drafts[language] = Object.fromEntries(fields.map((field) => [field, texts[field]])) as Record<
        F,
        string
      >;
  }
  return drafts;
}

export function fillOf<F extends string>(
  drafts: Drafts<F>,
  language: Language,
  fields: readonly F[],
): LanguageFill {
  const texts = drafts[language];
  const written = fields.filter((field) => (texts?.[field] ?? '').trim() !== '').length;
  if (written === 0) return 'empty';
  return written === fields.length ? 'filled' : 'partial';
}

/** `drafts` with one field of one language changed. */
export function withField<F extends string>(
  drafts: Drafts<F>,
  language: Language,
  fields: readonly F[],
  field: F,
  value: string,
): Drafts<F> {
  const current =
    drafts[language] ?? (Object.fromEntries(fields.map((name) => [name, ''])) as Record<F, string>);
  return { ...drafts, [language]: { ...current, [field]: value } };
}

/** `drafts` without one language (its readers get the fallback). */
export function withoutLanguage<F extends string>(drafts: Drafts<F>, language: Language): Drafts<F> {
  const next = { ...drafts };
  delete next[language];
  return next;
}

export interface Sendable<F extends string> {
  /** The languages written in full, as the route takes them. */
  translations: Partial<Record<Language, Record<F, string>>>;
  /** Languages written in part: nothing can be sent until they are finished or cleared. */
  partial: Language[];
}

/** What of `drafts` can be sent. */
export function sendableOf<F extends string>(drafts: Drafts<F>, fields: readonly F[]): Sendable<F> {
  const translations: Sendable<F>['translations'] = {};
  const partial: Language[] = [];
  for (const language of LANGUAGES) {
    const fill = fillOf(drafts, language, fields);
    if (fill === 'filled') translations[language] = drafts[language];
    else if (fill === 'partial') partial.push(language);
  }
  return { translations, partial };
}

/** The language to open an item in: the console's own if the item has it, else the first it has. */
export function firstLanguage<F extends string>(
  drafts: Drafts<F>,
  fields: readonly F[],
  preferred: Language,
): Language {
  const order: Language[] = [preferred, 'en', 'vi', ...LANGUAGES];
  return order.find((language) => fillOf(drafts, language, fields) !== 'empty') ?? preferred;
}

/**
 * What a reader of `language` would see: the texts being written in it (even unfinished, to see
 * them take shape), else the fallback language's finished texts; null when there are none.
 */
export function previewOf<F extends string>(
  drafts: Drafts<F>,
  language: Language,
  fields: readonly F[],
): { texts: Record<F, string>; language: Language } | null {
  if (fillOf(drafts, language, fields) !== 'empty') return { texts: drafts[language]!, language };
  return pickTranslation(sendableOf(drafts, fields).translations, language) as {
    texts: Record<F, string>;
    language: Language;
  } | null;
}
