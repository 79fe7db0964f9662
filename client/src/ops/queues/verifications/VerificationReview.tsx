import { useTranslation } from 'react-i18next';
import { routes } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { useMayCall } from '../../access/mayCall';
import { DecisionBar } from '../DecisionBar';
import { Facts, formatWhen } from '../Facts';
import { ReviewPane } from '../ReviewPane';
import { useReviewedItem } from '../useReviewedItem';
import { ZoomablePhoto } from '../ZoomablePhoto';

const fetchSubmission = (id: number) =>
  call(routes.verification.submission, { params: { id }, hideLoading: true });

/** One submission: the details beside both photos of the document, and the decision. */
export function VerificationReview({ id }: { id: number }) {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const reviewed = useReviewedItem('verifications', id, fetchSubmission);
  return (
    <ReviewPane
      reviewed={reviewed}
      testId="ops-verification-review"
      heading={(submission) => `${t('queue.id')} ${submission.id} · ${submission.name}`}
      status={(submission) => ({
        status: submission.status,
        label: t(`verifications.status.${submission.status}`),
      })}
    >
      {(submission) => (
        <>
          <Facts
            rows={[
              [t('queue.account'), `${submission.account} (#${submission.userId})`],
              [t('verifications.name'), submission.name],
              [t('verifications.idNumber'), <code key="id">{submission.idNumber}</code>],
              [t('verifications.nationality'), submission.nationality],
              [t('queue.created'), formatWhen(submission.createdAt)],
              [t('queue.reason'), submission.reason],
              [
                t('queue.decided'),
                submission.reviewedBy &&
                  t('queue.decidedBy', {
                    name: submission.reviewedBy,
                    time: formatWhen(submission.reviewedAt),
                  }),
              ],
            ]}
          />
          <div className="ops-photos" data-testid="ops-photos">
            <ZoomablePhoto src={submission.frontPhoto} label={t('verifications.front')} />
            <ZoomablePhoto src={submission.backPhoto} label={t('verifications.back')} />
          </div>
          {submission.status === 'pending' && (
            <DecisionBar
              mayDecide={mayCall(routes.verification.approve) && mayCall(routes.verification.reject)}
              approveLabel={t('queue.approve')}
              onApprove={async () =>
                reviewed.decided(await call(routes.verification.approve, { params: { id } }))
              }
              onReject={async (reason) =>
                reviewed.decided(await call(routes.verification.reject, { params: { id }, body: { reason } }))
              }
            />
          )}
        </>
      )}
    </ReviewPane>
  );
}
