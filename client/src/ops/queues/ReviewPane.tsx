import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoadFailed, PageLoading } from '../../lib/ui/PageState';
import { StatusPill } from './Facts';
import type { ReviewedItem } from './useReviewedItem';

interface ReviewPaneProps<T> {
  reviewed: ReviewedItem<T>;
  testId: string;
  /** The heading of the item, and its status with the words for it. */
  heading(item: T): string;
  status(item: T): { status: string; label: string };
  /** The rest of the pane: the item's facts and its decision. */
  children(item: T): ReactNode;
}

/**
 * The frame of an item under review: its loading and failed states, its heading and status, and
 * the note that another ops user changed it while it was open.
 */
export function ReviewPane<T>({ reviewed, testId, heading, status, children }: ReviewPaneProps<T>) {
  const { t } = useTranslation('ops');
  const { item } = reviewed;
  if (reviewed.state === 'failed') return <PageLoadFailed onRetry={reviewed.reload} />;
  if (reviewed.state === 'loading' || !item) return <PageLoading />;
  const pill = status(item);
  return (
    <article className="ops-review" data-testid={testId}>
      <header className="ops-review-head">
        <h2>{heading(item)}</h2>
        <StatusPill status={pill.status} label={pill.label} />
      </header>
      {reviewed.changedElsewhere && (
        <p className="ops-note ops-note-live" role="status" data-testid="ops-changed-elsewhere">
          {t('queue.updated')}
        </p>
      )}
      {children(item)}
    </article>
  );
}
