import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { SavingsOverview } from '../components/SavingsOverview';
import { useSavingsSummary } from '../useSavingsSummary';
import '../savings.css';

/**
 * The savings balance (Yu'ebao) tab: total, confirmed, pending and transferable shares, earnings,
 * the rate, the transfers left today and the lots waiting for confirmation; live over the socket.
 */
export function SavingsPage() {
  const { state, retry } = useSavingsSummary();
  return (
    <div className="savings-page" data-testid="savings-page" data-status={state.status}>
      {state.status === 'loading' ? (
        <PageLoading />
      ) : state.status === 'failed' ? (
        <PageLoadFailed onRetry={retry} />
      ) : (
        <SavingsOverview summary={state.summary} />
      )}
    </div>
  );
}
