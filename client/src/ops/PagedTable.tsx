import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoadFailed, PageLoading } from '../lib/ui/PageState';
import type { PagedList } from '../lib/usePagedList';
import { TableHead } from './TableHead';
import { TableScroll } from './TableScroll';

interface PagedTableProps<T> {
  list: PagedList<T>;
  testId: string;
  /** The column headings, in order. */
  columns: readonly string[];
  /** The positions (from 0) of the columns of figures, aligned right. */
  numeric?: readonly number[];
  /** The key of one item's row. */
  rowKey(item: T): string | number;
  /** The cells of one item's row, one per column. */
  cells(item: T): ReactNode;
}

/** A paged list of the server as a table: its loading, empty and failed states, and more on demand. */
export function PagedTable<T>({ list, testId, columns, numeric = [], rowKey, cells }: PagedTableProps<T>) {
  const { t } = useTranslation('ops');
  if (list.loading) return <PageLoading />;
  if (list.failed) return <PageLoadFailed onRetry={list.reload} />;
  if (list.items.length === 0) {
    return (
      <p className="ops-empty" data-testid={`${testId}-empty`}>
        {t('queue.empty')}
      </p>
    );
  }
  return (
    <TableScroll label={columns.join(' · ')} testId={testId}>
      <table className="ops-table">
        <TableHead columns={columns} numeric={numeric} />
        <tbody>
          {list.items.map((item) => (
            <tr key={rowKey(item)} data-testid={`${testId}-row`}>
              {cells(item)}
            </tr>
          ))}
        </tbody>
      </table>
      {list.hasMore && (
        <button
          type="button"
          className="button button-secondary ops-more"
          onClick={list.loadMore}
          disabled={list.loadingMore}
        >
          {t('queue.loadMore')}
        </button>
      )}
      {list.moreFailed && <p className="ops-muted">{t('users.moreFailed')}</p>}
    </TableScroll>
  );
}
