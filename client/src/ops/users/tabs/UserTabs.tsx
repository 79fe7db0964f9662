import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type RouteDefinition } from '@tempo/shared';
import { useMayCall } from '../../access/mayCall';
import { TabBar } from '../../TabBar';
import { DepositsTab } from './DepositsTab';
import { LedgerTab } from './LedgerTab';
import { OrdersTab } from './OrdersTab';
import { SessionsTab } from './SessionsTab';
import { SignInsTab } from './SignInsTab';
import { VerificationsTab } from './VerificationsTab';
import { WithdrawalsTab } from './WithdrawalsTab';

interface UserTab {
  name: 'ledger' | 'orders' | 'deposits' | 'withdrawals' | 'verifications' | 'sessions' | 'signIns';
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
  { name: 'signIns', reads: routes.opsUsers.signIns, panel: SignInsTab },
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
  return (
    <div className="ops-user-tabs">
      <TabBar<UserTab['name']>
        label={t('users.tabs.label')}
        idPrefix="ops-user-tab"
        panelId="ops-user-tab-panel"
        tabs={tabs.map((tab) => ({ name: tab.name, label: t(`users.tabs.${tab.name}`) }))}
        current={current.name}
        onChoose={setChosen}
      >
        <Panel key={`${current.name}-${userId}-${version}`} userId={userId} />
      </TabBar>
    </div>
  );
}
