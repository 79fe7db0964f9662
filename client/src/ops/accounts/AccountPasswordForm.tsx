import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type OpsAccountView } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { ActionForm } from '../actions/ActionForm';
import type { OpenFormProps } from '../actions/ActionPanel';
import { isValidPassword, PASSWORD_LIMITS, PasswordField } from '../actions/PasswordField';
import { ReasonField } from '../actions/ReasonField';

/** Sets a new password for the account, with a reason; the server ends its sessions. */
export function AccountPasswordForm({
  account,
  onDone,
  onCancel,
}: { account: OpsAccountView } & OpenFormProps) {
  const { t } = useTranslation('ops');
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const valid = isValidPassword(password);
  return (
    <ActionForm
      title={t('accounts.actions.password')}
      testId="ops-account-password"
      submitLabel={t('accounts.reset.submit')}
      ready={valid && reason.trim() !== ''}
      onSubmit={async () => {
        await call(routes.opsAccounts.resetPassword, {
          params: { id: account.id },
          body: { newPassword: password, reason: reason.trim() },
        });
        onDone(t('accounts.reset.done', { username: account.username }));
      }}
      onCancel={onCancel}
    >
      <PasswordField
        label={t('accounts.reset.newPassword')}
        hint={t('accounts.reset.hint', PASSWORD_LIMITS)}
        value={password}
        onChange={setPassword}
        invalid={password !== '' && !valid}
        testId="ops-account-password-value"
      />
      <ReasonField
        value={reason}
        onChange={setReason}
        hint={t('accounts.auditedReason')}
        testId="ops-account-password-reason"
      />
    </ActionForm>
  );
}
