import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { loadingState } from './loading';

/**
 * The global loading indicator shown while API calls run. It lets clicks through (forms disable
 * their own buttons) and fades in late in CSS, so fast calls do not flash it.
 */
export function LoadingIndicator() {
  const { pending } = useSnapshot(loadingState);
  const { t } = useTranslation();
  if (pending <= 0) return null;
  return (
    <div
      className="loading-indicator"
      role="progressbar"
      aria-label={t('common.loading')}
      data-testid="loading"
    >
      <span className="spinner" />
    </div>
  );
}
