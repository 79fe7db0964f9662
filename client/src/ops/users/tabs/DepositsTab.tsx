import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEPOSIT_STATUSES,
  localizedName,
  routes,
  type AdminDepositView,
  type DepositStatus,
} from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { usePagedList } from '../../../lib/usePagedList';
import { formatWhen, StatusPill, useMoney } from '../../queues/Facts';
import { StatusFilter } from '../../queues/QueueLayout';
import { PagedTable } from '../../PagedTable';

/** The trader's deposits of one status (the queue takes one at a time). */
export function DepositsTab({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('ops');
  const money = useMoney();
  const [status, setStatus] = useState<DepositStatus>('pending');
  const list = usePagedList<AdminDepositView, number>(`${userId}|${status}`, async (cursor) => {
    const page = await call(routes.deposits.adminQueue, {
      query: { userId, status, cursor: cursor ?? undefined, limit: 50 },
      hideLoading: true,
    });
    return { items: page.deposits, next: page.nextCursor };
  });
  return (
    <>
      <div className="ops-filters ops-tab-filters">
        <StatusFilter<DepositStatus>
          statuses={DEPOSIT_STATUSES}
          value={status}
          label={(option) => t(`deposits.status.${option}`)}
          onChange={(option) => option && setStatus(option)}
        />
      </div>
      <PagedTable
        list={list}
        testId="ops-user-deposits"
        columns={[
          t('queue.id'),
          t('queue.amount'),
          t('deposits.channel'),
          t('deposits.reference'),
          t('queue.status'),
          t('queue.created'),
          t('users.reviewedBy'),
          t('queue.reason'),
        ]}
        numeric={[1]}
        rowKey={(deposit) => deposit.id}
        cells={(deposit) => (
          <>
            <td>{deposit.id}</td>
            <td className="ops-number">{money(deposit.amount)}</td>
            <td>{localizedName(deposit.channelNames, i18n.language)}</td>
            <td>{deposit.reference ? <code>{deposit.reference}</code> : '--'}</td>
            <td>
              <StatusPill status={deposit.status} label={t(`deposits.status.${deposit.status}`)} />
            </td>
            <td>{formatWhen(deposit.createdAt)}</td>
            <td>
              {deposit.reviewedBy ?? '--'}
              {deposit.reviewedAt !== null && (
                <span className="ops-cell-sub">{formatWhen(deposit.reviewedAt)}</span>
              )}
            </td>
            <td>{deposit.rejectReason ?? '--'}</td>
          </>
        )}
      />
    </>
  );
}
