import { useTranslation } from 'react-i18next';

/** A home section still loading: a spinner in a card of the section's usual height. */
export function SectionLoading({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="card">
      <div
        className="page-state home-loading"
        role="status"
        aria-label={t('common.loading')}
        data-testid={testId}
      >
        <span className="spinner" />
      </div>
    </div>
  );
}
