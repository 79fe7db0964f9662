// Why an item cannot be sent yet, read from the route's own schema, so the console refuses exactly
// what the server would, in the words of the error codes.
import { LANGUAGE_NAMES, isLanguage, type Language } from '@tempo/shared';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../lib/i18n/errorText';
import type { Sendable } from './translationDrafts';

/** The first problem of `body` under `schema` ("English · Title: Please fill this in"), or null. */
export function contentProblem(
  schema: z.ZodType,
  body: unknown,
  fieldLabel: (field: string) => string,
): string | null {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const where = issue.path
    .filter((part) => part !== 'translations')
    .map((part) => (isLanguage(part) ? LANGUAGE_NAMES[part] : fieldLabel(String(part))));
  return [...where, errorText(issue.message)].join(' · ');
}

/** The names of `languages`, for a sentence. */
export function languageNames(languages: readonly Language[]): string {
  return languages.map((language) => LANGUAGE_NAMES[language]).join(', ');
}

/** Why texts cannot be sent: a language begun but not finished, or no language at all. */
export function useDraftsProblem(): (sendable: Sendable<string>) => string | null {
  const { t } = useTranslation('ops');
  return (sendable) => {
    if (sendable.partial.length > 0)
      return t('content.problems.partial', { languages: languageNames(sendable.partial) });
    if (Object.keys(sendable.translations).length === 0) return t('content.problems.noLanguage');
    return null;
  };
}
