import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_MINUTES, store } from '../../../app/store';

/** The interval of the reality check (L10): off, or every 15 to 120 minutes of a session. */
export function RealityCheckSetting() {
  const { t } = useTranslation('limits');
  const { realityCheckMinutes } = useSnapshot(store);
  return (
    <section className="card limits-group" aria-labelledby="limits-reality">
      <h2 className="limits-group-title" id="limits-reality">
        {t('realityCheck.settingTitle')}
      </h2>
      <p className="limits-intro">{t('realityCheck.settingIntro')}</p>
      <label className="field">
        <span className="field-label">{t('realityCheck.every')}</span>
        <select
          className="field-input"
          data-testid="reality-check-minutes"
          value={realityCheckMinutes ?? ''}
          onChange={(event) => {
            store.realityCheckMinutes = event.target.value === '' ? null : Number(event.target.value);
          }}
        >
          <option value="">{t('realityCheck.off')}</option>
          {REALITY_CHECK_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('realityCheck.minutes', { count: minutes })}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
