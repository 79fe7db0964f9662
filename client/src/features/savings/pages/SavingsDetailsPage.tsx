import { useCallback, useEffect } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { SAVINGS_RECORD_KINDS, type SavingsRecordKind, type SavingsRecordView } from '@tempo/shared';
import { navigate, useHashSearch } from '../../../app/hashLocation';
import { transferPath } from '../../../app/paths';
import { onConnected, onSocketEvent } from '../../../lib/socket';
import { usePagedList, type Page } from '../../../lib/usePagedList';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { ListEnd } from '../../../lib/ui/ListEnd';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { useOrderEvents } from '../../trading/orderEvents';
import { fetchSavingsRecords } from '../api';
import { SavingsRecordRow } from '../components/SavingsRecordRow';
import { kindOfQuery, savingsDetailsPath } from '../recordFilter';
import '../savings.css';

const FILTERS: readonly (SavingsRecordKind | null)[] = [null, ...SAVINGS_RECORD_KINDS];

/**
 * Savings details: moves in and out, confirmations and earnings, newest first, filtered by kind;
 * loaded afresh after a transfer from any device, after the day roll and after a reconnect.
 */
export function SavingsDetailsPage() {
  const { t } = useTranslation('savings');
  const kind = kindOfQuery(useHashSearch());
  // The socket stays open (and the balance live) while the list is shown.
  useOrderEvents();
  const loadPage = useCallback(
    async (cursor: string | null): Promise<Page<SavingsRecordView, string>> => {
      const page = await fetchSavingsRecords(kind, cursor);
      return { items: page.records, next: page.nextCursor };
    },
    [kind],
  );
  const list = usePagedList(`savings-records:${kind ?? 'all'}`, loadPage);
  const { reload } = list;

  useEffect(() => {
    const stopUpdated = onSocketEvent('savings:updated', reload);
    const stopRolled = onSocketEvent('savings:rolled', reload);
    const stopConnected = onConnected(reload);
    return () => {
      stopUpdated();
      stopRolled();
      stopConnected();
    };
  }, [reload]);

  let body;
  if (list.loading) body = <PageLoading />;
  else if (list.failed) body = <PageLoadFailed onRetry={reload} />;
  else if (list.items.length === 0) {
    body = (
      <div className="card savings-empty">
        <EmptyState text={kind ? t('details.emptyFiltered') : t('details.empty')} />
        {!kind && (
          <Link
            href={transferPath('in')}
            className="button button-primary"
            data-testid="savings-details-move-in"
          >
            {t('details.moveIn')}
          </Link>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <ul className="card savings-record-list" data-testid="savings-record-list">
          {list.items.map((record) => (
            <SavingsRecordRow key={record.key} record={record} />
          ))}
        </ul>
        <ListEnd
          count={list.items.length}
          hasMore={list.hasMore}
          loading={list.loadingMore}
          failed={list.moreFailed}
          onMore={list.loadMore}
        />
      </>
    );
  }

  return (
    <div
      className="savings-page"
      data-testid="savings-details-page"
      data-kind={kind ?? 'all'}
      data-loading={list.loading}
    >
      <div className="savings-filters" role="group" aria-label={t('details.filterLabel')}>
        {FILTERS.map((each) => (
          <button
            key={each ?? 'all'}
            type="button"
            className="savings-filter"
            aria-pressed={each === kind}
            data-testid={`savings-filter-${each ?? 'all'}`}
            onClick={() => navigate(savingsDetailsPath(each), { replace: true })}
          >
            {t(`details.filters.${each ?? 'all'}`)}
          </button>
        ))}
      </div>
      {body}
    </div>
  );
}
