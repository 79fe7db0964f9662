import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserView } from '@tempo/shared';
import { toast } from '../../lib/toast/toast';
import { PageLoadFailed, PageLoading } from '../../lib/ui/PageState';
import { Facts, formatWhen, StatusPill, useMoney } from '../queues/Facts';
import { UserActions } from './actions/UserActions';
import { UserTabs } from './tabs/UserTabs';
import { useUserProfile } from './useUserProfile';

/**
 * One trader: who they are, their balances, what ops may do to them and their records by tab.
 * `onLoaded` hears each profile loaded, so the search list can show a change at once.
 */
export function UserProfile({ id, onLoaded }: { id: number; onLoaded(user: AdminUserView): void }) {
  const { t } = useTranslation('ops');
  const money = useMoney();
  const profile = useUserProfile(id);
  const { user } = profile;
  // Counts the actions done here: the records on screen load afresh after each.
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (user) onLoaded(user);
  }, [user, onLoaded]);
  if (!user) {
    return profile.failed ? <PageLoadFailed onRetry={profile.reload} /> : <PageLoading />;
  }
  return (
    <article className="ops-review" data-testid="ops-user-profile">
      <header className="ops-review-head">
        <h2>
          {user.account} <span className="ops-muted">#{user.id}</span>
        </h2>
        <span className="ops-pills">
          {user.verified && <StatusPill status="approved" label={t('users.verified')} />}
          {user.disabled && <StatusPill status="failed" label={t('users.disabled')} />}
        </span>
      </header>
      {profile.failed && (
        <p className="ops-note ops-note-live" role="status">
          {t('users.reloadFailed')}
        </p>
      )}
      <Facts
        rows={[
          [t('users.account'), user.account],
          [t('users.phone'), user.phone],
          [t('queue.id'), String(user.id)],
          [t('users.openingCode'), <code key="code">{user.openingCode}</code>],
          [t('users.inviter'), user.inviterId === null ? t('users.noInviter') : `#${user.inviterId}`],
          [t('users.creditScore.label'), String(user.creditScore)],
          [t('users.verifiedLabel'), user.verified ? t('users.yes') : t('users.no')],
          [t('users.loginLabel'), user.disabled ? t('users.loginOff') : t('users.loginOn')],
          [
            t('users.breakLabel'),
            <span key="break" data-testid="ops-user-break">
              {user.tradingBreak
                ? t(user.tradingBreak.kind === 'timeout' ? 'users.breakTimeout' : 'users.breakExclusion', {
                    until: formatWhen(user.tradingBreak.until),
                  })
                : t('users.breakNone')}
            </span>,
          ],
          [
            t('users.secondFactorLabel'),
            <span key="second-factor" data-testid="ops-user-second-factor">
              {!user.secondFactor.on
                ? t('users.secondFactorOff')
                : user.secondFactor.pendingReset
                  ? t('users.secondFactorResetAsked', { by: user.secondFactor.pendingReset.requestedBy })
                  : t('users.secondFactorOn')}
            </span>,
          ],
          [t('users.created'), formatWhen(user.createdAt)],
        ]}
      />
      <h3>{t('users.balances')}</h3>
      <Facts
        rows={[
          [t('users.ledger.buckets.available'), money(user.balances.available)],
          [t('users.ledger.buckets.frozen'), money(user.balances.frozen)],
          [t('users.ledger.buckets.savings'), money(user.balances.savings)],
          [t('users.ledger.buckets.demo'), money(user.balances.demo)],
        ]}
      />
      <UserActions
        user={user}
        onDone={(message) => {
          toast(message, 3000);
          profile.reload();
          setChanges((count) => count + 1);
        }}
      />
      <UserTabs userId={user.id} version={changes} />
    </article>
  );
}
