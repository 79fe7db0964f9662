import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { PagedListPage } from '../../../lib/ui/PagedListPage';
import { FundRecordRow } from '../records/components/FundRecordRow';
import { FUND_RECORD_FILTERS, fundRecordsPath, parseFundRecordFilter } from '../records/fundRecordKinds';
import { useFundRecords } from '../records/useFundRecords';
import '../records/records.css';

/**
 * Fund records: the trader's real money, one row per thing they did (a withdrawal with its state,
 * a savings move…), newest first, filtered by kind (`?kind=order`), new rows on top as balances
 * change; a tap opens the ledger rows it wrote and the way to its source.
 */
export function FundRecordsPage() {
  const { t } = useTranslation('records');
  const filter = parseFundRecordFilter(new URLSearchParams(useSearch()).get('kind'));
  const list = useFundRecords(filter);
  return (
    <PagedListPage
      list={list}
      rows={{ as: 'ul', className: 'fund-records', testId: 'fund-records' }}
      row={(record) => <FundRecordRow key={record.id} record={record} />}
      page={{ className: 'fund-records-page', testId: 'fund-records-page', data: { filter } }}
      filters={{ look: 'fund', names: FUND_RECORD_FILTERS, current: filter, pathOf: fundRecordsPath }}
      filterLabels={{ group: t('filter'), of: (name) => t(`filters.${name}`) }}
      empty={{ className: 'card fund-records-empty', text: t('empty'), filteredText: t('emptyFiltered') }}
      emptyAction={{ href: PATHS.deposit, label: t('depositNow'), testId: 'fund-records-deposit' }}
    />
  );
}
