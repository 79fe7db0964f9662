import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PATHS } from '../../../app/paths';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { AccountDetails } from '../withdrawals/components/AccountDetails';
import { ChangeAccountNote } from '../withdrawals/components/ChangeAccountNote';
import { useWithdrawalAccount } from '../withdrawals/useWithdrawalAccount';
import '../withdrawals/withdrawals.css';

/** The bound withdrawal account in detail, read-only and masked; a way to bind one when none is. */
export function WithdrawalAccountDetailPage() {
  const { t } = useTranslation('withdrawal');
  const { state, reload } = useWithdrawalAccount();

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <PageLoadFailed onRetry={reload} />;
  if (!state.data) {
    return (
      <div className="card withdrawal-empty" data-testid="withdrawal-account-detail-page" data-bound="false">
        <EmptyState text={t('account.none')} />
        <Link
          href={PATHS.withdrawalAccount}
          className="button button-primary"
          data-testid="withdrawal-bind-link"
        >
          {t('account.bindNow')}
        </Link>
      </div>
    );
  }
  return (
    <div className="withdrawal-page" data-testid="withdrawal-account-detail-page" data-bound="true">
      <AccountDetails account={state.data} />
      <ChangeAccountNote />
    </div>
  );
}
