import { useTranslation } from 'react-i18next';
import { routes, type OpsAccountView } from '@tempo/shared';
import { ActionPanel } from '../actions/ActionPanel';
import { AccountPasswordForm } from './AccountPasswordForm';
import { AccountRoleForm } from './AccountRoleForm';
import { AccountSwitchForm } from './AccountSwitchForm';

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
  return (
    <ActionPanel<keyof typeof FORMS>
      label={t('accounts.actions.label')}
      testIdPrefix="ops-account-action"
      actions={[
        { name: 'role', route: routes.opsAccounts.setRole, label: t('accounts.actions.role') },
        { name: 'password', route: routes.opsAccounts.resetPassword, label: t('accounts.actions.password') },
        {
          name: 'switch',
          route: account.disabled ? routes.opsAccounts.enable : routes.opsAccounts.disable,
          label: account.disabled ? t('accounts.actions.enable') : t('accounts.actions.disable'),
          danger: !account.disabled,
        },
      ]}
      onDone={onDone}
      form={(name, props) => {
        const Form = FORMS[name];
        return <Form key={`${name}-${account.role}-${account.disabled}`} account={account} {...props} />;
      }}
    />
  );
}
