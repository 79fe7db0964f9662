import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitKey } from '@tempo/shared';
import { toast } from '../../../lib/toast/toast';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { cancelPendingLimit } from '../api';
import { BreakSection } from '../components/BreakSection';
import { LimitEditor } from '../components/LimitEditor';
import { LimitRow } from '../components/LimitRow';
import { RealityCheckSetting } from '../components/RealityCheckSetting';
import { LIMIT_GROUPS } from '../limitGroups';
import { useLimits } from '../useLimits';
import '../limits.css';

/**
 * Limits (server/src/limits/SPEC.md): the trader's own bounds on deposits, losses, stakes and open
 * orders, each with any loosening still waiting its 24 hours, to set, change, remove or cancel.
 */
export function LimitsPage() {
  const { t } = useTranslation('limits');
  const { state, retry, replace } = useLimits();
  const [editing, setEditing] = useState<LimitKey | null>(null);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <PageLoadFailed onRetry={retry} />;

  const byKey = new Map(state.data.map((limit) => [limit.key, limit]));

  async function cancelPending(key: LimitKey) {
    try {
      replace(await cancelPendingLimit(key));
      toast(t('pendingCancelled'));
    } catch {
      // Toasted by the API client.
    }
  }

  const editingLimit = editing && byKey.get(editing);
  return (
    <div className="limits" data-testid="limits-page">
      <p className="limits-intro">{t('intro')}</p>
      {LIMIT_GROUPS.map(({ group, keys }) => (
        <section key={group} className="card limits-group" aria-labelledby={`limits-${group}`}>
          <h2 className="limits-group-title" id={`limits-${group}`}>
            {t(`groups.${group}`)}
          </h2>
          <ul className="limits-list">
            {keys.map((key) => (
              <LimitRow
                key={key}
                limit={byKey.get(key) ?? { key, value: null, pending: null }}
                onEdit={() => setEditing(key)}
                onCancelPending={() => void cancelPending(key)}
              />
            ))}
          </ul>
        </section>
      ))}
      <RealityCheckSetting />
      <BreakSection />
      {editingLimit && (
        <LimitEditor limit={editingLimit} onSaved={replace} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
