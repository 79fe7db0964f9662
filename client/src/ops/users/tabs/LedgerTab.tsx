import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FUND_RECORD_GROUPS, routes, type FundRecordGroup, type LedgerRowView } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { usePagedList } from '../../../lib/usePagedList';
import { formatWhen, useMoney } from '../../queues/Facts';
import { bucketLabelKey, ledgerKindLabelKey } from '../ledgerKinds';
import { PagedTable } from '../../PagedTable';
import { AllOrOneSelect } from './AllOrOneSelect';

/** The trader's ledger rows of every bucket (demo too), newest first, by kind group. */
export function LedgerTab({ userId }: { userId: number }) {
  const { t } = useTranslation('ops');
  const money = useMoney();
  const [kind, setKind] = useState<FundRecordGroup | ''>('');
  const list = usePagedList<LedgerRowView, number>(`${userId}|${kind}`, async (cursor) => {
    const page = await call(routes.opsUsers.ledger, {
      params: { id: userId },
      query: { kind: kind || undefined, cursor: cursor ?? undefined, limit: 50 },
      hideLoading: true,
    });
    return { items: page.records, next: page.nextCursor };
  });
  return (
    <>
      <div className="ops-filters ops-tab-filters">
        <AllOrOneSelect<FundRecordGroup>
          label={t('users.ledger.kind')}
          options={FUND_RECORD_GROUPS}
          value={kind}
          optionLabel={(group) => t(`users.ledger.group.${group}`)}
          onChange={setKind}
          testId="ops-ledger-kind"
        />
      </div>
      <PagedTable
        list={list}
        testId="ops-user-ledger"
        columns={[
          t('users.ledger.when'),
          t('users.ledger.kind'),
          t('users.ledger.bucket'),
          t('queue.amount'),
          t('users.ledger.balanceAfter'),
          t('users.ledger.source'),
        ]}
        numeric={[3, 4]}
        rowKey={(record) => record.id}
        cells={(record) => (
          <>
            <td>{formatWhen(record.createdAt)}</td>
            <td>{t(`users.ledger.kinds.${ledgerKindLabelKey(record.kind)}`, { kind: record.kind })}</td>
            <td>{t(`users.ledger.buckets.${bucketLabelKey(record.bucket)}`, { bucket: record.bucket })}</td>
            <td className={record.amount < 0 ? 'ops-number ops-down' : 'ops-number ops-up'}>
              {money(record.amount)}
            </td>
            <td className="ops-number">{money(record.balanceAfter)}</td>
            <td>
              {record.source.type} #{record.source.id}
            </td>
          </>
        )}
      />
    </>
  );
}
