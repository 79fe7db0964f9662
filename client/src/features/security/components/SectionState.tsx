import { useTranslation } from 'react-i18next';

/**
 * A section of the security page still loading; marked as a page's loading state is, since the
 * screen is not settled while any of its sections loads.
 */
export function SectionLoading() {
  const { t } = useTranslation();
  return (
    <div className="security-state security-state-loading" data-testid="page-loading">
      <span className="spinner" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

/** A section that could not be loaded: what failed, and a way to try again. */
export function SectionFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="security-state" data-testid="section-failed">
      <p>{text}</p>
      <button type="button" className="button button-small button-secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
