import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@tempo/shared';
import { Icon } from '../../lib/ui/Icon';
import { setLanguage } from '../language';
import { store } from '../store';

/**
 * A language picker listing each language in its own name; the choice is stored. The pill shows
 * the current name and a transparent native select covers it, so phones open their own picker and
 * the pill is as wide as the name rather than the longest option.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { language } = useSnapshot(store);
  return (
    <span className={compact ? 'language-switch language-switch-compact' : 'language-switch'}>
      <Icon name="globe" size={18} />
      <span className="language-switch-name" aria-hidden="true">
        {LANGUAGE_NAMES[language]}
      </span>
      <select
        value={language}
        aria-label={t('common.language')}
        data-testid="language-switch"
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
