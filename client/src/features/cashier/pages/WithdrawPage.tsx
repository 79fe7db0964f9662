import { useLiveBalances } from '../../../app/balances';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { WithdrawForm } from '../withdrawals/components/WithdrawForm';
import { useWithdrawSetup } from '../withdrawals/useWithdrawSetup';
import '../withdrawals/withdrawals.css';

/**
 * The withdraw form: the available balance, the account paid to, the amount (quick amounts, other
 * amount, all) with its fee and total, the limits and hours, then the transaction password.
 */
export function WithdrawPage() {
  // The socket stays open: the available balance follows `balance` events while the form is up.
  useLiveBalances();
  const { state, refresh, retry } = useWithdrawSetup();

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <PageLoadFailed onRetry={retry} />;
  return <WithdrawForm quote={state.data.quote} account={state.data.account} onRefused={refresh} />;
}
