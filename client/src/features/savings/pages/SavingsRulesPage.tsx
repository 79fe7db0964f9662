import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { SavingsRulesText } from '../components/SavingsRulesText';
import { useSavingsRules } from '../useSavingsRules';
import '../savings.css';

/** The savings rules: confirmation days, the 08:00 cut-off, earnings and rounding, limits. */
export function SavingsRulesPage() {
  const { state, retry } = useSavingsRules();
  return (
    <div className="savings-page" data-testid="savings-rules-page" data-status={state.status}>
      {state.status === 'loading' ? (
        <PageLoading />
      ) : state.status === 'failed' ? (
        <PageLoadFailed onRetry={retry} />
      ) : (
        <SavingsRulesText rules={state.data} />
      )}
    </div>
  );
}
