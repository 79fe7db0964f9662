import { useTranslation } from 'react-i18next';
import { localizedName, routes } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { formatCurrencyAmount, formatRate } from '../../../lib/formatCurrency';
import { pathOf } from '../../../lib/pathOf';
import { useMayCall } from '../../access/mayCall';
import { DecisionBar } from '../DecisionBar';
import { Facts, formatWhen, useMoney } from '../Facts';
import { ReviewPane } from '../ReviewPane';
import { useReviewedItem } from '../useReviewedItem';
import { ZoomablePhoto } from '../ZoomablePhoto';

const fetchDeposit = (id: number) => call(routes.deposits.adminDetail, { params: { id }, hideLoading: true });

/**
 * One deposit: the amount (and what the trader transfers in the channel's currency), the channel,
 * the transfer reference to find on the bank statement, the trader's hash and proof, and the decision.
 */
export function DepositReview({ id }: { id: number }) {
  const { t, i18n } = useTranslation('ops');
  const money = useMoney();
  const mayCall = useMayCall();
  const reviewed = useReviewedItem('deposits', id, fetchDeposit);
  return (
    <ReviewPane
      reviewed={reviewed}
      testId="ops-deposit-review"
      heading={(deposit) => `${t('queue.id')} ${deposit.id} · ${money(deposit.amount)}`}
      status={(deposit) => ({ status: deposit.status, label: t(`deposits.status.${deposit.status}`) })}
    >
      {(deposit) => (
        <>
          <Facts
            rows={[
              [t('queue.account'), `${deposit.account} (#${deposit.userId})`],
              [t('queue.amount'), money(deposit.amount)],
              [
                t('deposits.transfer'),
                deposit.conversion &&
                  t('deposits.transferAt', {
                    amount: formatCurrencyAmount(
                      deposit.conversion.amount,
                      deposit.conversion.currency,
                      deposit.conversion.digits,
                    ),
                    rate: t(
                      'deposits.rate',
                      formatRate(deposit.conversion.rate, deposit.conversion.currency),
                    ),
                  }),
              ],
              [
                t('deposits.reference'),
                deposit.reference && (
                  <code key="reference" data-testid="ops-deposit-reference">
                    {deposit.reference}
                  </code>
                ),
              ],
              [t('deposits.channel'), localizedName(deposit.channelNames, i18n.language)],
              [t('deposits.txHash'), deposit.txHash && <code key="hash">{deposit.txHash}</code>],
              [t('queue.created'), formatWhen(deposit.createdAt)],
              [t('queue.reason'), deposit.rejectReason],
              [
                t('queue.decided'),
                deposit.reviewedBy &&
                  t('queue.decidedBy', { name: deposit.reviewedBy, time: formatWhen(deposit.reviewedAt) }),
              ],
            ]}
          />
          {mayCall(routes.verification.upload) && (
            <>
              <h3>{t('deposits.proof')}</h3>
              {deposit.proofUploadId === null ? (
                <p className="ops-muted">{t('deposits.noProof')}</p>
              ) : (
                <ZoomablePhoto
                  src={pathOf(routes.verification.upload, { id: deposit.proofUploadId })}
                  label={t('deposits.proof')}
                />
              )}
            </>
          )}
          {deposit.status === 'pending' && (
            <DecisionBar
              mayDecide={mayCall(routes.deposits.confirm) && mayCall(routes.deposits.reject)}
              approveLabel={t('deposits.confirm')}
              onApprove={async () =>
                reviewed.decided((await call(routes.deposits.confirm, { params: { id } })).deposit)
              }
              onReject={async (reason) =>
                reviewed.decided(await call(routes.deposits.reject, { params: { id }, body: { reason } }))
              }
            />
          )}
        </>
      )}
    </ReviewPane>
  );
}
