import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ListEndProps {
  /** How many rows are shown: the end is observed afresh after each page. */
  count: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}

/** The bottom of a paged list: loads the next page when it scrolls into view, or says there is no more. */
export function ListEnd({ count, hasMore, loading, failed, onMore }: ListEndProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || failed) return;
    // Observed afresh after each page, so a short page that leaves the end in view loads the next.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMore();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [count, hasMore, failed, onMore]);

  return (
    <div ref={ref} className="list-end" data-testid="list-end" data-has-more={hasMore}>
      {failed ? (
        <button type="button" className="button button-small button-secondary" onClick={onMore}>
          {t('common.retry')}
        </button>
      ) : loading ? (
        <span className="spinner" />
      ) : hasMore ? null : (
        <span>{t('common.noMore')}</span>
      )}
    </div>
  );
}
