import { useTranslation } from 'react-i18next';
import { VERIFICATION_STATUSES, routes, type OpsVerificationView } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { usePagedList } from '../../../lib/usePagedList';
import { formatWhen, StatusPill } from '../../queues/Facts';
import { PagedTable } from '../../PagedTable';

/** Enough for every submission a trader has: each one waits for a review before the next. */
const PER_STATUS = 100;

/**
 * Every verification submission of the trader, whatever its status, newest first: the queue
 * answers one status at a time, so the three are asked together and merged. No photos here: the
 * review queue shows them.
 */
export function VerificationsTab({ userId }: { userId: number }) {
  const { t } = useTranslation('ops');
  const list = usePagedList<OpsVerificationView, never>(String(userId), async () => {
    const pages = await Promise.all(
      VERIFICATION_STATUSES.map((status) =>
        call(routes.verification.queue, {
          query: { userId, status, limit: PER_STATUS },
          hideLoading: true,
        }),
      ),
    );
    const items = pages.flatMap((page) => page.items).sort((a, b) => b.id - a.id);
    return { items, next: null };
  });
  return (
    <PagedTable
      list={list}
      testId="ops-user-verifications"
      columns={[
        t('queue.id'),
        t('verifications.name'),
        t('verifications.nationality'),
        t('queue.status'),
        t('users.submitted'),
        t('users.reviewedBy'),
        t('queue.reason'),
      ]}
      rowKey={(submission) => submission.id}
      cells={(submission) => (
        <>
          <td>{submission.id}</td>
          <td>{submission.name}</td>
          <td>{submission.nationality}</td>
          <td>
            <StatusPill status={submission.status} label={t(`verifications.status.${submission.status}`)} />
          </td>
          <td>{formatWhen(submission.createdAt)}</td>
          <td>
            {submission.reviewedBy ?? '--'}
            {submission.reviewedAt !== null && (
              <span className="ops-cell-sub">{formatWhen(submission.reviewedAt)}</span>
            )}
          </td>
          <td>{submission.reason ?? '--'}</td>
        </>
      )}
    />
  );
}
