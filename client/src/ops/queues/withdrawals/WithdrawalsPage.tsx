import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATUSES, routes, type WithdrawalStatus } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { formatWhen, StatusPill, useMoney } from '../Facts';
import { QueueLayout, StatusFilter, UserFilter } from '../QueueLayout';
import { useReviewQueue } from '../useReviewQueue';
import { WithdrawalReview } from './WithdrawalReview';
import '../queues.css';

/** The withdrawals queue: under review first by default, filtered by status and trader. */
export function WithdrawalsPage() {
  const { t } = useTranslation('ops');
  const money = useMoney();
  const [status, setStatus] = useState<WithdrawalStatus | ''>('under_review');
  const [userId, setUserId] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const queue = useReviewQueue('withdrawals', `${status}|${userId}`, async (cursor) => {
    const page = await call(routes.withdrawals.opsQueue, {
      query: {
        status: status || undefined,
        userId: userId ? Number(userId) : undefined,
        cursor: cursor ?? undefined,
        limit: 50,
      },
      hideLoading: true,
    });
    return { items: page.withdrawals, next: page.nextCursor };
  });
  return (
    <QueueLayout
      title={t('withdrawals.title')}
      testId="ops-withdrawals"
      queue={queue}
      selectedId={selected}
      onSelect={setSelected}
      filters={
        <div className="ops-filters">
          <StatusFilter<WithdrawalStatus>
            statuses={WITHDRAWAL_STATUSES}
            value={status}
            label={(option) => t(`withdrawals.status.${option}`)}
            allLabel={t('users.all')}
            onChange={setStatus}
          />
          <UserFilter value={userId} onChange={setUserId} />
        </div>
      }
      row={(withdrawal) => (
        <>
          <span className="ops-row-main">
            <strong>{money(withdrawal.amount)}</strong>
            <span>{withdrawal.userAccount}</span>
          </span>
          <span className="ops-row-side">
            <StatusPill status={withdrawal.status} label={t(`withdrawals.status.${withdrawal.status}`)} />
            {withdrawal.approvalsRequired > 1 && withdrawal.status === 'under_review' && (
              <span className="ops-muted">
                {t('withdrawals.approvalsOf', {
                  done: withdrawal.firstApprover ? 1 : 0,
                  required: withdrawal.approvalsRequired,
                })}
              </span>
            )}
            <span className="ops-muted">{formatWhen(withdrawal.createdAt)}</span>
          </span>
        </>
      )}
      detail={selected !== null && <WithdrawalReview key={selected} id={selected} />}
    />
  );
}
