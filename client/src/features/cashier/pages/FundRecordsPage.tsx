import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { navigate } from '../../../app/hashLocation';
import { PATHS } from '../../../app/paths';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { ListEnd } from '../../../lib/ui/ListEnd';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { FundRecordRow } from '../records/components/FundRecordRow';
import { FUND_RECORD_FILTERS, fundRecordsPath, parseFundRecordFilter } from '../records/fundRecordKinds';
import { useFundRecords } from '../records/useFundRecords';
import '../records/records.css';

/**
 * Fund records: every movement of the trader's real money, newest first, filtered by kind
 * (`?kind=order`), new rows on top as balances change; a tap opens what moved the money.
 */
export function FundRecordsPage() {
  const { t } = useTranslation('records');
  const filter = parseFundRecordFilter(new URLSearchParams(useSearch()).get('kind'));
  const list = useFundRecords(filter);

  let body;
  if (list.loading) body = <PageLoading />;
  else if (list.failed) body = <PageLoadFailed onRetry={list.reload} />;
  else if (list.items.length === 0) {
    body = (
      <div className="card fund-records-empty">
        <EmptyState text={t(filter === 'all' ? 'empty' : 'emptyFiltered')} />
        {filter === 'all' && (
          <Link href={PATHS.deposit} className="button button-primary" data-testid="fund-records-deposit">
            {t('depositNow')}
          </Link>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <ul className="fund-records" data-testid="fund-records">
          {list.items.map((record) => (
            <FundRecordRow key={record.id} record={record} />
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
      className="fund-records-page"
      data-testid="fund-records-page"
      data-filter={filter}
      data-loading={list.loading}
    >
      <div className="fund-filters" role="group" aria-label={t('filter')} data-testid="fund-filters">
        {FUND_RECORD_FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            className="fund-filter"
            aria-pressed={name === filter}
            onClick={() => navigate(fundRecordsPath(name), { replace: true })}
            data-testid={`fund-filter-${name}`}
          >
            {t(`filters.${name}`)}
          </button>
        ))}
      </div>
      {body}
    </div>
  );
}
