import { useTranslation } from 'react-i18next';

/** The "no data" placeholder of an empty list or section. */
export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state" data-testid="empty-state">
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
        <rect x="10" y="14" width="36" height="28" rx="4" className="art-soft" />
        <path d="M10 24h36" className="art-rule" strokeWidth="2" />
        <circle cx="17" cy="19" r="1.6" className="art-strong" />
        <circle cx="22" cy="19" r="1.6" className="art-strong" />
      </svg>
      <p>{text ?? t('common.noData')}</p>
    </div>
  );
}
