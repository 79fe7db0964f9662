import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { store } from '../../../app/store';

/**
 * On / Off for the vibration a result gives, drawn as the theme's segmented control: native radio
 * buttons underneath, each segment a 44px target.
 */
export function HapticsSwitch() {
  const { t } = useTranslation();
  const { haptics } = useSnapshot(store);
  const name = useId();
  return (
    <fieldset className="theme-switch" data-testid="haptics-switch" data-on={haptics}>
      <legend className="visually-hidden">{t('settings.haptics.label')}</legend>
      {([true, false] as const).map((on) => (
        <label key={String(on)} className="theme-option" data-testid={`haptics-${on ? 'on' : 'off'}`}>
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            checked={haptics === on}
            onChange={() => (store.haptics = on)}
          />
          {t(on ? 'settings.haptics.on' : 'settings.haptics.off')}
        </label>
      ))}
    </fieldset>
  );
}
