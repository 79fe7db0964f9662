import { useState } from 'react';
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { DepositView } from '@tempo/shared';
import { PATHS } from '../../../app/paths';
import { upsertById } from '../../../lib/usePagedList';
import { PagedListPage } from '../../../lib/ui/PagedListPage';
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

  return (
    <PagedListPage
      list={list}
      rows={{ as: 'ul', className: 'deposit-list', testId: 'deposit-list' }}
      row={(deposit) => (
        <DepositRow
          key={deposit.id}
          deposit={deposit}
          expanded={expandedId === deposit.id}
          onToggle={() => setExpandedId((current) => (current === deposit.id ? null : deposit.id))}
          onChange={changed}
        />
      )}
      page={{ className: 'deposit-page', testId: 'deposit-list-page', data: { filter } }}
      filters={{ look: 'deposit', names: DEPOSIT_FILTERS, current: filter, pathOf: filterPath }}
      filterLabels={{ group: t('list.filter'), of: (name) => t(`list.filters.${name}`) }}
      empty={{ className: 'deposit-empty', text: t('list.empty'), filteredText: t('list.emptyFiltered') }}
      emptyAction={{ href: PATHS.deposit, label: t('list.depositNow'), testId: 'deposit-list-deposit' }}
    />
  );
}
