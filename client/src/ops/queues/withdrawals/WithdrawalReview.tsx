import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { routes, type OpsWithdrawalView } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { useMayCall } from '../../access/mayCall';
import { opsStore } from '../../opsStore';
import { DecisionBar } from '../DecisionBar';
import { Facts, formatWhen, useMoney } from '../Facts';
import { ReviewPane } from '../ReviewPane';
import { useReviewedItem } from '../useReviewedItem';

const fetchWithdrawal = (id: number) =>
  call(routes.withdrawals.opsDetail, { params: { id }, hideLoading: true });

/** One withdrawal: the amount, where it is paid, the approvals so far (maker–checker) and the decision. */
export function WithdrawalReview({ id }: { id: number }) {
  const { t } = useTranslation('ops');
  const money = useMoney();
  const mayCall = useMayCall();
  const { identity } = useSnapshot(opsStore);
  const reviewed = useReviewedItem('withdrawals', id, fetchWithdrawal);
  return (
    <ReviewPane
      reviewed={reviewed}
      testId="ops-withdrawal-review"
      heading={(withdrawal) => `${t('queue.id')} ${withdrawal.id} · ${money(withdrawal.amount)}`}
      status={(withdrawal) => ({
        status: withdrawal.status,
        label: t(`withdrawals.status.${withdrawal.status}`),
      })}
    >
      {(withdrawal) => {
        const twoApprovals = withdrawal.approvalsRequired > 1;
        const iGaveFirst = twoApprovals && withdrawal.firstApprover === identity?.username;
        const approvalsDone =
          withdrawal.status === 'successful'
            ? withdrawal.approvalsRequired
            : withdrawal.firstApprover
              ? 1
              : 0;
        return (
          <>
            <Facts
              rows={[
                [t('queue.account'), `${withdrawal.userAccount} (#${withdrawal.userId})`],
                [t('queue.amount'), money(withdrawal.amount)],
                [t('withdrawals.fee'), money(withdrawal.fee)],
                [t('queue.created'), formatWhen(withdrawal.createdAt)],
                [t('queue.reason'), withdrawal.reason],
              ]}
            />
            <h3>{t('withdrawals.payTo')}</h3>
            <PayeeFacts account={withdrawal.account} />
            <h3>{t('withdrawals.approvals')}</h3>
            <ol className="ops-steps" data-testid="ops-approvals">
              <li className={approvalsDone >= 1 ? 'done' : ''}>
                {withdrawal.firstApprover
                  ? t('withdrawals.firstApproval', { name: withdrawal.firstApprover })
                  : withdrawal.status === 'successful' && withdrawal.decidedBy
                    ? t('queue.decidedBy', {
                        name: withdrawal.decidedBy,
                        time: formatWhen(withdrawal.decidedAt),
                      })
                    : t('withdrawals.approvalsOf', {
                        done: approvalsDone,
                        required: withdrawal.approvalsRequired,
                      })}
              </li>
              {twoApprovals && (
                <li className={approvalsDone >= 2 ? 'done' : ''}>
                  {withdrawal.status === 'successful' && withdrawal.decidedBy
                    ? t('queue.decidedBy', {
                        name: withdrawal.decidedBy,
                        time: formatWhen(withdrawal.decidedAt),
                      })
                    : t('withdrawals.waitingForChecker')}
                </li>
              )}
            </ol>
            {twoApprovals && withdrawal.status === 'under_review' && (
              <p className="ops-muted">{t('withdrawals.makerChecker')}</p>
            )}
            {withdrawal.status === 'failed' && withdrawal.decidedBy && (
              <p className="ops-muted">
                {t('queue.decidedBy', { name: withdrawal.decidedBy, time: formatWhen(withdrawal.decidedAt) })}
              </p>
            )}
            {withdrawal.status === 'under_review' && (
              <DecisionBar
                mayDecide={mayCall(routes.withdrawals.approve) && mayCall(routes.withdrawals.reject)}
                approveLabel={
                  twoApprovals && withdrawal.firstApprover
                    ? t('withdrawals.approveSecond')
                    : t('queue.approve')
                }
                approveBlocked={iGaveFirst ? t('withdrawals.youApprovedFirst') : null}
                onApprove={async () =>
                  reviewed.decided(await call(routes.withdrawals.approve, { params: { id } }))
                }
                onReject={async (reason) =>
                  reviewed.decided(
                    await call(routes.withdrawals.reject, { params: { id }, body: { reason } }),
                  )
                }
              />
            )}
          </>
        );
      }}
    </ReviewPane>
  );
}

function PayeeFacts({ account }: { account: OpsWithdrawalView['account'] }) {
  const { t } = useTranslation('ops');
  if (account.kind === 'bank') {
    return (
      <Facts
        rows={[
          [t('withdrawals.bank.bankName'), account.bankName],
          [t('withdrawals.bank.branchName'), account.branchName],
          [t('withdrawals.bank.branchNumber'), account.branchNumber],
          [t('withdrawals.bank.accountNumber'), <code key="number">{account.accountNumber}</code>],
          [t('withdrawals.bank.holderName'), account.holderName],
          [t('withdrawals.bank.nationality'), account.nationality],
          [t('withdrawals.bank.openingAddress'), account.openingAddress],
        ]}
      />
    );
  }
  return (
    <Facts
      rows={[
        [t('withdrawals.coin.coin'), account.coin],
        [t('withdrawals.coin.network'), account.network],
        [t('withdrawals.coin.address'), <code key="address">{account.address}</code>],
      ]}
    />
  );
}
