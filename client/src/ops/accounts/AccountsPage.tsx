import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { routes } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { toast } from '../../lib/toast/toast';
import { PageLoadFailed, PageLoading } from '../../lib/ui/PageState';
import { useMayCall } from '../access/mayCall';
import { onOpsAccountAdmitted } from '../desk/deskSocket';
import { opsStore } from '../opsStore';
import { formatWhen } from '../queues/Facts';
import { usePolled } from '../usePolled';
import { AccountPanel, AccountPills } from './AccountPanel';
import { CreateAccountForm } from './CreateAccountForm';
import './accounts.css';

/** Last logins move as colleagues log in: the list is asked for again this often. */
const ACCOUNTS_POLL_MS = 30_000;

const loadAccounts = () => call(routes.opsAccounts.list, { hideLoading: true, quiet: true });

/** Who may log in to the console, as what: the accounts, one open beside them, and a new one. */
export function AccountsPage() {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const { identity } = useSnapshot(opsStore);
  const accounts = usePolled(loadAccounts, ACCOUNTS_POLL_MS);
  const [selected, setSelected] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const account = accounts.value?.find((candidate) => candidate.id === selected) ?? null;
  // An account another superadmin added or enabled shows at once (the shell's toast names it).
  const { refresh } = accounts;
  useEffect(() => onOpsAccountAdmitted(() => refresh()), [refresh]);

  const done = (message: string) => {
    toast(message, 3000);
    accounts.refresh();
  };

  return (
    <section className="ops-accounts" data-testid="ops-accounts">
      <header className="ops-page-head">
        <h1>{t('accounts.title')}</h1>
        {mayCall(routes.opsAccounts.create) && (
          <button
            type="button"
            className={creating ? 'button button-primary' : 'button button-secondary'}
            aria-expanded={creating}
            onClick={() => setCreating(!creating)}
            data-testid="ops-account-new"
          >
            {t('accounts.create')}
          </button>
        )}
      </header>
      {creating && (
        <div className="ops-accounts-create">
          <CreateAccountForm
            onCancel={() => setCreating(false)}
            onDone={(created) => {
              setCreating(false);
              setSelected(created.id);
              done(t('accounts.created', { username: created.username }));
            }}
          />
        </div>
      )}
      {accounts.value !== null && accounts.failed && (
        <p className="ops-note ops-note-live" role="status">
          {t('accounts.reloadFailed')}
        </p>
      )}
      <div className="ops-split">
        <div className="ops-list">
          {accounts.value === null && !accounts.failed && <PageLoading />}
          {accounts.value === null && accounts.failed && <PageLoadFailed onRetry={accounts.refresh} />}
          {accounts.value?.length === 0 && <p className="ops-empty">{t('accounts.empty')}</p>}
          {accounts.value && accounts.value.length > 0 && (
            <ul className="ops-rows">
              {accounts.value.map((candidate) => (
                <li key={candidate.id}>
                  <button
                    type="button"
                    className={candidate.id === selected ? 'ops-row selected' : 'ops-row'}
                    aria-pressed={candidate.id === selected}
                    onClick={() => setSelected(candidate.id)}
                    data-testid={`ops-account-${candidate.username}`}
                  >
                    <span className="ops-row-main">
                      <strong>{candidate.username}</strong>
                      <AccountPills account={candidate} self={candidate.id === identity?.id} />
                    </span>
                    <span className="ops-row-side">
                      <span className="ops-muted">
                        {t('accounts.lastLoginShort', {
                          when:
                            candidate.lastLoginAt === null
                              ? t('accounts.never')
                              : formatWhen(candidate.lastLoginAt),
                        })}
                      </span>
                      <span className="ops-muted">
                        {t('accounts.createdAt')} {formatWhen(candidate.createdAt)}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="ops-detail">
          {account ? (
            <AccountPanel
              key={account.id}
              account={account}
              self={account.id === identity?.id}
              onDone={done}
            />
          ) : (
            <p className="ops-empty">{t('accounts.pick')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
