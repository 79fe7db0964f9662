import { useTranslation } from 'react-i18next';

/** A home section whose content could not be loaded, with a way to try again. */
export function SectionFailed({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  return (
    <div className="card home-section-failed" data-testid={testId}>
      <p>{t('sectionFailed')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {tc('common.retry')}
      </button>
    </div>
  );
}
