import { useTranslation } from 'react-i18next';
import type { OpsAccountView } from '@tempo/shared';
import { Facts, formatWhen, StatusPill } from '../queues/Facts';
import { AccountActions } from './AccountActions';

/**
 * One ops account: its role, state, when it was added and last logged in, and what may be done to
 * it. The superadmin's own account offers nothing: the server refuses self-changes.
 */
export function AccountPanel({
  account,
  self,
  onDone,
}: {
  account: OpsAccountView;
  self: boolean;
  onDone(message: string): void;
}) {
  const { t } = useTranslation('ops');
  return (
    <article className="ops-review" data-testid="ops-account-panel">
      <header className="ops-review-head">
        <h2>{account.username}</h2>
        <AccountPills account={account} self={self} />
      </header>
      <Facts
        rows={[
          [t('accounts.username'), account.username],
          [t('accounts.role'), t(`role.${account.role}`)],
          [t('accounts.state'), account.disabled ? t('accounts.disabled') : t('accounts.enabled')],
          [t('accounts.createdAt'), formatWhen(account.createdAt)],
          [
            t('accounts.lastLogin'),
            account.lastLoginAt === null ? t('accounts.never') : formatWhen(account.lastLoginAt),
          ],
        ]}
      />
      {self ? (
        <p className="ops-note" data-testid="ops-account-self">
          {t('accounts.self')}
        </p>
      ) : (
        <AccountActions account={account} onDone={onDone} />
      )}
    </article>
  );
}

/** The role, and whether the account is disabled or the viewer's own. */
export function AccountPills({ account, self }: { account: OpsAccountView; self: boolean }) {
  const { t } = useTranslation('ops');
  return (
    <span className="ops-pills">
      <StatusPill status={`role-${account.role}`} label={t(`role.${account.role}`)} />
      {account.disabled && <StatusPill status="failed" label={t('accounts.disabled')} />}
      {self && <StatusPill status="approved" label={t('accounts.you')} />}
    </span>
  );
}
