import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@tempo/shared';
import type { LanguageFill } from './translationDrafts';

const FILLS: readonly LanguageFill[] = ['filled', 'partial', 'empty'];

interface LanguageSwitcherProps {
  chosen: Language;
  /** How much of each language is written. */
  fillOf(language: Language): LanguageFill;
  onChoose(language: Language): void;
}

/** Every language an item may be written in, each marked written, begun or empty; one is edited. */
export function LanguageSwitcher({ chosen, fillOf, onChoose }: LanguageSwitcherProps) {
  const { t } = useTranslation('ops');
  return (
    <div className="ops-languages-wrap">
      <div className="ops-languages" role="group" aria-label={t('content.languages.label')}>
        {LANGUAGES.map((language) => {
          const fill = fillOf(language);
          return (
            <button
              key={language}
              type="button"
              className={language === chosen ? 'ops-language active' : 'ops-language'}
              aria-pressed={language === chosen}
              data-fill={fill}
              data-testid={`ops-content-language-${language}`}
              title={t(`content.languages.${fill}`)}
              onClick={() => onChoose(language)}
            >
              <span className={`ops-fill ops-fill-${fill}`} aria-hidden="true" />
              <span lang={language}>{LANGUAGE_NAMES[language]}</span>
              <span className="visually-hidden">{t(`content.languages.${fill}`)}</span>
            </button>
          );
        })}
      </div>
      <p className="ops-muted ops-languages-legend" aria-hidden="true">
        {FILLS.map((fill) => (
          <span key={fill}>
            <span className={`ops-fill ops-fill-${fill}`} /> {t(`content.languages.${fill}`)}
          </span>
        ))}
      </p>
    </div>
  );
}
