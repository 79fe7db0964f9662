import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { THEME_CHOICES, setThemeChoice, themeState } from '../../../lib/theme/theme';

/**
 * System / Light / Dark as a segmented control. Native radio buttons underneath, so the arrow
 * keys and screen readers treat it as the one choice it is; each segment is a 44px target.
 */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { choice } = useSnapshot(themeState);
  const name = useId();
  return (
    <fieldset className="theme-switch" data-testid="theme-switch" data-choice={choice}>
      <legend className="visually-hidden">{t('settings.theme.label')}</legend>
      {THEME_CHOICES.map((option) => (
        <label key={option} className="theme-option" data-testid={`theme-${option}`}>
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={option}
            checked={choice === option}
            onChange={() => setThemeChoice(option)}
          />
          {t(`settings.theme.${option}`)}
        </label>
      ))}
    </fieldset>
  );
}
