import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATUSES, routes, type OpsWithdrawalView, type WithdrawalStatus } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { usePagedList } from '../../../lib/usePagedList';
import { formatWhen, StatusPill, useMoney } from '../../queues/Facts';
import { StatusFilter } from '../../queues/QueueLayout';
import { PagedTable } from '../../PagedTable';

/** The trader's withdrawals, every status or one, newest first. */
export function WithdrawalsTab({ userId }: { userId: number }) {
  const { t } = useTranslation('ops');
  const money = useMoney();
  const [status, setStatus] = useState<WithdrawalStatus | ''>('');
  const list = usePagedList<OpsWithdrawalView, number>(`${userId}|${status}`, async (cursor) => {
    const page = await call(routes.withdrawals.opsQueue, {
      query: { userId, status: status || undefined, cursor: cursor ?? undefined, limit: 50 },
      hideLoading: true,
    });
    return { items: page.withdrawals, next: page.nextCursor };
  });
  return (
    <>
      <div className="ops-filters ops-tab-filters">
        <StatusFilter<WithdrawalStatus>
          statuses={WITHDRAWAL_STATUSES}
          value={status}
          label={(option) => t(`withdrawals.status.${option}`)}
          allLabel={t('users.all')}
          onChange={setStatus}
        />
      </div>
      <PagedTable
        list={list}
        testId="ops-user-withdrawals"
        columns={[
          t('queue.id'),
          t('queue.amount'),
          t('withdrawals.fee'),
          t('users.payTo'),
          t('queue.status'),
          t('queue.created'),
          t('queue.decided'),
          t('queue.reason'),
        ]}
        numeric={[1, 2]}
        rowKey={(withdrawal) => withdrawal.id}
        cells={(withdrawal) => (
          <>
            <td>{withdrawal.id}</td>
            <td className="ops-number">{money(withdrawal.amount)}</td>
            <td className="ops-number">{money(withdrawal.fee)}</td>
            <td>
              {withdrawal.account.kind === 'bank'
                ? `${withdrawal.account.bankName} · ${withdrawal.account.accountNumber}`
                : `${withdrawal.account.coin} · ${withdrawal.account.network}`}
            </td>
            <td>
              <StatusPill status={withdrawal.status} label={t(`withdrawals.status.${withdrawal.status}`)} />
            </td>
            <td>{formatWhen(withdrawal.createdAt)}</td>
            <td>
              {withdrawal.decidedBy ?? '--'}
              {withdrawal.decidedAt !== null && (
                <span className="ops-cell-sub">{formatWhen(withdrawal.decidedAt)}</span>
              )}
            </td>
            <td>{withdrawal.reason ?? '--'}</td>
          </>
        )}
      />
    </>
  );
}
