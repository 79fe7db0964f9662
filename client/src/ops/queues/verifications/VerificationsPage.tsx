import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_STATUSES, routes, type VerificationStatus } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { formatWhen, StatusPill } from '../Facts';
import { QueueLayout, StatusFilter, UserFilter } from '../QueueLayout';
import { useReviewQueue } from '../useReviewQueue';
import { VerificationReview } from './VerificationReview';
import '../queues.css';

/** The verifications queue: pending submissions by default, by status and trader. */
export function VerificationsPage() {
  const { t } = useTranslation('ops');
  const [status, setStatus] = useState<VerificationStatus>('pending');
  const [userId, setUserId] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const queue = useReviewQueue('verifications', `${status}|${userId}`, async (before) => {
    const page = await call(routes.verification.queue, {
      query: { status, userId: userId ? Number(userId) : undefined, before: before ?? undefined, limit: 50 },
      hideLoading: true,
    });
    return { items: page.items, next: page.nextBefore };
  });
  return (
    <QueueLayout
      title={t('verifications.title')}
      testId="ops-verifications"
      queue={queue}
      selectedId={selected}
      onSelect={setSelected}
      filters={
        <div className="ops-filters">
          <StatusFilter<VerificationStatus>
            statuses={VERIFICATION_STATUSES}
            value={status}
            label={(option) => t(`verifications.status.${option}`)}
            onChange={(next) => next && setStatus(next)}
          />
          <UserFilter value={userId} onChange={setUserId} />
        </div>
      }
      row={(submission) => (
        <>
          <span className="ops-row-main">
            <strong>{submission.name}</strong>
            <span>
              {submission.account} · {submission.nationality}
            </span>
          </span>
          <span className="ops-row-side">
            <StatusPill status={submission.status} label={t(`verifications.status.${submission.status}`)} />
            <span className="ops-muted">{formatWhen(submission.createdAt)}</span>
          </span>
        </>
      )}
      detail={selected !== null && <VerificationReview key={selected} id={selected} />}
    />
  );
}
