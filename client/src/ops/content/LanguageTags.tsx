import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@tempo/shared';

/** The languages an item is written in, as short tags. */
export function LanguageTags({ translations }: { translations: Partial<Record<Language, unknown>> }) {
  return (
    <span className="ops-language-tags" data-testid="ops-content-languages">
      {LANGUAGES.filter((language) => translations[language] !== undefined).map((language) => (
        <abbr key={language} className="ops-language-tag" title={LANGUAGE_NAMES[language]}>
          {language}
        </abbr>
      ))}
    </span>
  );
}
