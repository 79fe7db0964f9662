import { useTranslation } from 'react-i18next';

/** The body of a page still loading. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-state" data-testid="page-loading">
      <span className="spinner" />
      <p>{t('common.loading')}</p>
    </div>
  );
}

/** The body of a page that failed to load or to render, with a way to try again. */
export function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page-state" data-testid="page-load-failed">
      <p>{t('common.loadFailed')}</p>
      <button type="button" className="button button-secondary" data-testid="page-retry" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
