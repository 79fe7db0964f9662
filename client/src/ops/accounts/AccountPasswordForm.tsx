import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordField, routes, type OpsAccountView } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { ActionForm } from '../users/actions/ActionForm';
import { MAX_PASSWORD, MIN_PASSWORD } from './CreateAccountForm';
import { ReasonField } from './ReasonField';

/** Sets a new password for the account, with a reason; the server ends its sessions. */
export function AccountPasswordForm({
  account,
  onDone,
  onCancel,
}: {
  account: OpsAccountView;
  onDone(message: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('ops');
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const valid = passwordField.safeParse(password).success;
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
      <label className="ops-field">
        <span>{t('accounts.reset.newPassword')}</span>
        <input
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={password}
          maxLength={MAX_PASSWORD}
          aria-invalid={password !== '' && !valid}
          onChange={(event) => setPassword(event.target.value)}
          data-testid="ops-account-password-value"
        />
        <small>{t('accounts.reset.hint', { min: MIN_PASSWORD, max: MAX_PASSWORD })}</small>
      </label>
      <ReasonField value={reason} onChange={setReason} testId="ops-account-password-reason" />
    </ActionForm>
  );
}
