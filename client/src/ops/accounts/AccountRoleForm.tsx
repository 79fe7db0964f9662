import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES, routes, type AdminRole, type OpsAccountView } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { confirm } from '../../lib/dialog/confirm';
import { ActionForm } from '../actions/ActionForm';
import type { OpenFormProps } from '../actions/ActionPanel';
import { ReasonField } from '../actions/ReasonField';

/** Gives the account another role, after a confirmation: its open consoles are disconnected at once. */
export function AccountRoleForm({ account, onDone, onCancel }: { account: OpsAccountView } & OpenFormProps) {
  const { t } = useTranslation('ops');
  const [role, setRole] = useState<AdminRole>(
    ADMIN_ROLES.find((option) => option !== account.role) ?? account.role,
  );
  const [reason, setReason] = useState('');
  const roleName = (name: AdminRole) => t(`role.${name}`);
  return (
    <ActionForm
      title={t('accounts.actions.role')}
      testId="ops-account-role"
      submitLabel={t('accounts.roleChange.submit')}
      ready={role !== account.role && reason.trim() !== ''}
      onSubmit={async () => {
        const trimmed = reason.trim();
        const confirmed = await confirm({
          title: t('accounts.roleChange.confirmTitle'),
          message: t('accounts.roleChange.confirm', {
            username: account.username,
            role: roleName(role),
            current: roleName(account.role),
            reason: trimmed,
          }),
          confirmText: t('accounts.roleChange.confirmOk'),
          cancelText: t('queue.cancel'),
        });
        if (!confirmed) return;
        const changed = await call(routes.opsAccounts.setRole, {
          params: { id: account.id },
          body: { role, reason: trimmed },
        });
        onDone(t('accounts.roleChange.done', { username: changed.username, role: roleName(changed.role) }));
      }}
      onCancel={onCancel}
    >
      <label className="ops-field">
        <span>{t('accounts.roleChange.newRole')}</span>
        <select
          value={role}
          onChange={(event) => setRole(event.target.value as AdminRole)}
          data-testid="ops-account-role-value"
        >
          {ADMIN_ROLES.filter((option) => option !== account.role).map((option) => (
            <option key={option} value={option}>
              {roleName(option)}
            </option>
          ))}
        </select>
      </label>
      <ReasonField
        value={reason}
        onChange={setReason}
        hint={t('accounts.auditedReason')}
        testId="ops-account-role-reason"
      />
    </ActionForm>
  );
}
