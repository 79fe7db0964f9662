import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVINGS_RECORD_KINDS, type SavingsRecordView } from '@tempo/shared';
import { useLiveBalances } from '../../../app/balances';
import { useHashSearch } from '../../../app/hashLocation';
import { transferPath } from '../../../app/paths';
import { onConnected, onSocketEvent } from '../../../lib/socket';
import { usePagedList, type Page } from '../../../lib/usePagedList';
import { PagedListPage } from '../../../lib/ui/PagedListPage';
import { fetchSavingsRecords } from '../api';
import { SavingsRecordRow } from '../components/SavingsRecordRow';
import { kindOfQuery, savingsDetailsPath } from '../recordFilter';
import '../savings.css';

const FILTERS = ['all', ...SAVINGS_RECORD_KINDS] as const;
const detailsPath = (name: (typeof FILTERS)[number]) => savingsDetailsPath(name === 'all' ? null : name);

/**
 * Savings details: moves in and out, confirmations and earnings, newest first, filtered by kind;
 * loaded afresh after a transfer from any device, after the day roll and after a reconnect.
 */
export function SavingsDetailsPage() {
  const { t } = useTranslation('savings');
  const kind = kindOfQuery(useHashSearch());
  // The socket stays open (and the balance live) while the list is shown.
  useLiveBalances();
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

  return (
    <PagedListPage
      list={list}
      rows={{ as: 'ul', className: 'card savings-record-list', testId: 'savings-record-list' }}
      row={(record) => <SavingsRecordRow key={record.key} record={record} />}
      page={{ className: 'savings-page', testId: 'savings-details-page', data: { kind: kind ?? 'all' } }}
      filters={{ look: 'savings', names: FILTERS, current: kind ?? 'all', pathOf: detailsPath }}
      filterLabels={{ group: t('details.filterLabel'), of: (name) => t(`details.filters.${name}`) }}
      empty={{
        className: 'card savings-empty',
        text: t('details.empty'),
        filteredText: t('details.emptyFiltered'),
      }}
      emptyAction={{
        href: transferPath('in'),
        label: t('details.moveIn'),
        testId: 'savings-details-move-in',
      }}
    />
  );
}
