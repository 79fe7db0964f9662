import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type OpsAccountView, type RouteDefinition } from '@tempo/shared';
import { useMayCall } from '../access/mayCall';
import { AccountPasswordForm } from './AccountPasswordForm';
import { AccountRoleForm } from './AccountRoleForm';
import { AccountSwitchForm } from './AccountSwitchForm';

type ActionName = 'role' | 'password' | 'switch';

const FORMS = {
  role: AccountRoleForm,
  password: AccountPasswordForm,
  switch: AccountSwitchForm,
} as const;

/** What a superadmin may do to another ops account: a button per action, one form open at a time. */
export function AccountActions({
  account,
  onDone,
}: {
  account: OpsAccountView;
  onDone(message: string): void;
}) {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const [open, setOpen] = useState<ActionName | null>(null);
  const actions: [ActionName, RouteDefinition, string][] = [
    ['role', routes.opsAccounts.setRole, t('accounts.actions.role')],
    ['password', routes.opsAccounts.resetPassword, t('accounts.actions.password')],
    [
      'switch',
      account.disabled ? routes.opsAccounts.enable : routes.opsAccounts.disable,
      account.disabled ? t('accounts.actions.enable') : t('accounts.actions.disable'),
    ],
  ];
  const allowed = actions.filter(([, route]) => mayCall(route));
  if (allowed.length === 0) return null;
  const Form = open && allowed.some(([name]) => name === open) ? FORMS[open] : null;
  return (
    <section className="ops-user-actions" aria-label={t('accounts.actions.label')}>
      <div className="ops-actions">
        {allowed.map(([name, , label]) => (
          <button
            key={name}
            type="button"
            className={
              name === open
                ? 'button button-primary'
                : name === 'switch' && !account.disabled
                  ? 'button ops-button-danger-outline'
                  : 'button button-secondary'
            }
            aria-expanded={name === open}
            onClick={() => setOpen(name === open ? null : name)}
            data-testid={`ops-account-action-${name}`}
          >
            {label}
          </button>
        ))}
      </div>
      {Form && (
        <Form
          key={`${open}-${account.role}-${account.disabled}`}
          account={account}
          onCancel={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            onDone(message);
          }}
        />
      )}
    </section>
  );
}
