import { useHashSearch } from '../../../app/hashLocation';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { TransferForm } from '../components/TransferForm';
import { directionOfQuery } from '../transferAmount';
import { useSavingsSummary } from '../useSavingsSummary';
import '../savings.css';

/**
 * Moving money into savings (`?dir=in`, from the available balance) or out of it (`?dir=out`, the
 * transferable shares back to the available balance), with the limits of today shown before the
 * confirm step.
 */
export function TransferPage() {
  const direction = directionOfQuery(useHashSearch());
  // Live: another device's transfer or the day roll changes what may move and the counts left.
  const { state, refresh, retry } = useSavingsSummary();

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <PageLoadFailed onRetry={retry} />;
  // Keyed by direction: switching between in and out starts with an empty field.
  return <TransferForm key={direction} direction={direction} summary={state.summary} onRefused={refresh} />;
}
