import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { DepositView } from '@tempo/shared';
import { navigate } from '../../../app/hashLocation';
import { PATHS } from '../../../app/paths';
import { upsertById } from '../../../lib/usePagedList';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { ListEnd } from '../../../lib/ui/ListEnd';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { DepositRow } from '../deposits/components/DepositRow';
import { DEPOSIT_FILTERS, parseDepositFilter, type DepositFilter } from '../deposits/depositStatus';
import { useDepositList } from '../deposits/useDepositList';
import '../deposits/deposits.css';

const filterPath = (filter: DepositFilter): string =>
  filter === 'all' ? PATHS.depositDetails : `${PATHS.depositDetails}?status=${filter}`;

/**
 * Deposit details: the trader's deposits, newest first, filtered by status, each following its
 * review live; a tapped row opens its detail in place.
 */
export function DepositListPage() {
  const { t } = useTranslation('deposit');
  const filter = parseDepositFilter(new URLSearchParams(useSearch()).get('status'));
  const list = useDepositList(filter);
  const [expandedId, setExpandedId] = useState<number | null>(null);

  const changed = (deposit: DepositView) => list.update((items) => upsertById(items, deposit));

  let body;
  if (list.loading) body = <PageLoading />;
  else if (list.failed) body = <PageLoadFailed onRetry={list.reload} />;
  else if (list.items.length === 0) {
    body = (
      <div className="deposit-empty">
        <EmptyState text={t(filter === 'all' ? 'list.empty' : 'list.emptyFiltered')} />
        {filter === 'all' && (
          <Link href={PATHS.deposit} className="button button-primary" data-testid="deposit-list-deposit">
            {t('list.depositNow')}
          </Link>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <ul className="deposit-list" data-testid="deposit-list">
          {list.items.map((deposit) => (
            <DepositRow
              key={deposit.id}
              deposit={deposit}
              expanded={expandedId === deposit.id}
              onToggle={() => setExpandedId((current) => (current === deposit.id ? null : deposit.id))}
              onChange={changed}
            />
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
      className="deposit-page"
      data-testid="deposit-list-page"
      data-filter={filter}
      data-loading={list.loading}
    >
      <div className="deposit-filters" role="group" aria-label={t('list.filter')}>
        {DEPOSIT_FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            className="deposit-filter"
            aria-pressed={name === filter}
            onClick={() => navigate(filterPath(name), { replace: true })}
            data-testid={`deposit-filter-${name}`}
          >
            {t(`list.filters.${name}`)}
          </button>
        ))}
      </div>
      {body}
    </div>
  );
}
