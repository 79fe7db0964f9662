import { useState, type ComponentType, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type RouteDefinition } from '@tempo/shared';
import { useMayCall } from '../../access/mayCall';
import { DepositsTab } from './DepositsTab';
import { LedgerTab } from './LedgerTab';
import { OrdersTab } from './OrdersTab';
import { SessionsTab } from './SessionsTab';
import { VerificationsTab } from './VerificationsTab';
import { WithdrawalsTab } from './WithdrawalsTab';

interface UserTab {
  name: 'ledger' | 'orders' | 'deposits' | 'withdrawals' | 'verifications' | 'sessions';
  /** The route the tab reads: without it, the tab is not shown. */
  reads: RouteDefinition;
  panel: ComponentType<{ userId: number }>;
}

const TABS: readonly UserTab[] = [
  { name: 'ledger', reads: routes.opsUsers.ledger, panel: LedgerTab },
  { name: 'orders', reads: routes.opsUsers.orders, panel: OrdersTab },
  { name: 'deposits', reads: routes.deposits.adminQueue, panel: DepositsTab },
  { name: 'withdrawals', reads: routes.withdrawals.opsQueue, panel: WithdrawalsTab },
  { name: 'verifications', reads: routes.verification.queue, panel: VerificationsTab },
  { name: 'sessions', reads: routes.opsUsers.sessions, panel: SessionsTab },
];

/**
 * The trader's records, one tab at a time; only the tabs whose route the role may read. A new
 * `version` (an action was done) loads the open tab afresh.
 */
export function UserTabs({ userId, version }: { userId: number; version: number }) {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const tabs = TABS.filter((tab) => mayCall(tab.reads));
  const [chosen, setChosen] = useState<UserTab['name']>('ledger');
  const current = tabs.find((tab) => tab.name === chosen) ?? tabs[0];
  if (!current) return null;
  const Panel = current.panel;
  // Arrow keys move along the tabs, as a tab list does.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length]!;
    setChosen(next.name);
    document.getElementById(`ops-user-tab-${next.name}`)?.focus();
  };
  return (
    <div className="ops-user-tabs">
      <div className="ops-tabs" role="tablist" aria-label={t('users.tabs.label')} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.name}
            id={`ops-user-tab-${tab.name}`}
            type="button"
            role="tab"
            className={tab === current ? 'ops-tab active' : 'ops-tab'}
            aria-selected={tab === current}
            aria-controls="ops-user-tab-panel"
            tabIndex={tab === current ? 0 : -1}
            onClick={() => setChosen(tab.name)}
            data-testid={`ops-user-tab-${tab.name}`}
          >
            {t(`users.tabs.${tab.name}`)}
          </button>
        ))}
      </div>
      <div
        id="ops-user-tab-panel"
        role="tabpanel"
        aria-labelledby={`ops-user-tab-${current.name}`}
        className="ops-tab-panel"
      >
        <Panel key={`${current.name}-${userId}-${version}`} userId={userId} />
      </div>
    </div>
  );
}
