import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { AccountForm } from '../withdrawals/components/AccountForm';
import { AccountSummaryCard } from '../withdrawals/components/AccountSummaryCard';
import { ChangeAccountNote } from '../withdrawals/components/ChangeAccountNote';
import { useWithdrawalAccount } from '../withdrawals/useWithdrawalAccount';
import '../withdrawals/withdrawals.css';

/**
 * The withdrawal account: a form to bind a bank card or a currency address while none is bound;
 * once bound, the account masked, a link to its details and the way to customer service to change it.
 */
export function WithdrawalAccountPage() {
  const { t } = useTranslation('withdrawal');
  const { state, reload, set } = useWithdrawalAccount();

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <PageLoadFailed onRetry={reload} />;
  if (!state.data) {
    return (
      <div className="withdrawal-page" data-testid="withdrawal-account-page" data-bound="false">
        <AccountForm onBound={set} onAlreadyBound={reload} />
      </div>
    );
  }
  return (
    <div className="withdrawal-page" data-testid="withdrawal-account-page" data-bound="true">
      <h2 className="withdrawal-heading">{t('account.bound')}</h2>
      <AccountSummaryCard account={state.data} href={PATHS.withdrawalAccountDetail} />
      <ChangeAccountNote />
    </div>
  );
}
