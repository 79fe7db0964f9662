import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoadFailed, PageLoading } from '../../lib/ui/PageState';
import type { PagedList } from '../../lib/usePagedList';

interface QueueLayoutProps<T> {
  title: string;
  testId: string;
  /** The filter form above the list. */
  filters: ReactNode;
  queue: PagedList<T>;
  selectedId: number | null;
  onSelect(id: number): void;
  /** The cells of one row (a button's content). */
  row(item: T): ReactNode;
  /** The review pane of the selected item. */
  detail: ReactNode;
}

/** A review queue: filters, the list with its loading, empty and failed states, and the review pane. */
export function QueueLayout<T extends { id: number }>(props: QueueLayoutProps<T>) {
  const { t } = useTranslation('ops');
  const { queue } = props;
  const ready = !queue.loading && !queue.failed;
  return (
    <section className="ops-queue" data-testid={props.testId}>
      <header className="ops-page-head">
        <h1>{props.title}</h1>
        {props.filters}
      </header>
      <div className="ops-split">
        <div className="ops-list">
          {queue.loading && <PageLoading />}
          {queue.failed && <PageLoadFailed onRetry={queue.reload} />}
          {ready && queue.items.length === 0 && (
            <p className="ops-empty" data-testid="ops-queue-empty">
              {t('queue.empty')}
            </p>
          )}
          {ready && queue.items.length > 0 && (
            <ul className="ops-rows">
              {queue.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={item.id === props.selectedId ? 'ops-row selected' : 'ops-row'}
                    aria-pressed={item.id === props.selectedId}
                    data-testid={`ops-row-${item.id}`}
                    onClick={() => props.onSelect(item.id)}
                  >
                    {props.row(item)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {ready && queue.hasMore && (
            <button
              type="button"
              className="button button-secondary ops-more"
              onClick={queue.loadMore}
              disabled={queue.loadingMore}
            >
              {t('queue.loadMore')}
            </button>
          )}
        </div>
        <div className="ops-detail">{props.detail ?? <p className="ops-empty">{t('queue.pick')}</p>}</div>
      </div>
    </section>
  );
}

/** A select of a queue's statuses, for the filter form. */
export function StatusFilter<S extends string>({
  statuses,
  value,
  label,
  allLabel,
  onChange,
}: {
  statuses: readonly S[];
  value: S | '';
  label(status: S): string;
  /** Offered as an empty choice when the route takes no status. */
  allLabel?: string;
  onChange(status: S | ''): void;
}) {
  const { t } = useTranslation('ops');
  return (
    <label className="ops-field">
      <span>{t('queue.status')}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as S | '')}
        data-testid="ops-status"
      >
        {allLabel && <option value="">{allLabel}</option>}
        {statuses.map((status) => (
          <option key={status} value={status}>
            {label(status)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The user id filter: only digits, empty for everyone. */
export function UserFilter({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation('ops');
  return (
    <label className="ops-field">
      <span>{t('queue.user')}</span>
      <input
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        data-testid="ops-user-filter"
      />
    </label>
  );
}
