import { useTranslation } from 'react-i18next';
import { AuthenticatorAppSection } from './AuthenticatorAppSection';
import { PasskeysSection } from './PasskeysSection';
import { useSecondFactor } from './useSecondFactor';
import './twoFactor.css';

/** The security screen's second factor: the authenticator app with the recovery codes, and passkeys. */
export function TwoFactorSections() {
  const { t } = useTranslation('twoFactor');
  const { view, setView, reload, retry } = useSecondFactor();
  const changed = (next?: typeof view) => (next ? setView(next) : reload());

  if (view === undefined) {
    return (
      <section className="card two-factor-section" aria-busy="true" data-testid="security-factor-loading">
        <p className="two-factor-text">{t('loading')}</p>
      </section>
    );
  }
  if (view === null) {
    return (
      <section className="card two-factor-section" data-testid="security-factor-error">
        <p className="two-factor-text" role="alert">
          {t('loadFailed')}
        </p>
        <button type="button" className="button button-secondary" onClick={retry}>
          {t('retry')}
        </button>
      </section>
    );
  }
  return (
    <>
      {view.resetPending && (
        <p
          className="card two-factor-section two-factor-text"
          role="status"
          data-testid="security-reset-pending"
        >
          {t('resetPending')}
        </p>
      )}
      <AuthenticatorAppSection view={view} onChanged={changed} />
      <PasskeysSection view={view} onChanged={changed} />
    </>
  );
}
