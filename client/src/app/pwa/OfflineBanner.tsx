import { useTranslation } from 'react-i18next';
import { useOnline } from './useOnline';
import './offlineBanner.css';

/**
 * While the browser is offline, a strip under the nav bar says so, on every page: the app keeps
 * working from the cached build, but prices and orders wait for the connection.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation();
  // The live region stays mounted so that screen readers announce the change when it appears.
  return (
    <div role="status" aria-live="polite" className="offline-banner-region">
      {!online && (
        <p className="offline-banner" data-testid="offline-banner">
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}
