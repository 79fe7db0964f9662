import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_KINDS, routes, type AdminUserView, type PasswordKind } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { ActionForm } from './ActionForm';

/** Passwords are 6 to 32 characters (the contract's passwordField). */
const MIN_PASSWORD = 6;
const MAX_PASSWORD = 32;

/** Sets a new login or transaction password for the trader; the server ends their sessions. */
export function ResetPasswordForm({
  user,
  onDone,
  onCancel,
}: {
  user: AdminUserView;
  onDone(message: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('ops');
  const [kind, setKind] = useState<PasswordKind>('login');
  const [password, setPassword] = useState('');
  const valid = password.length >= MIN_PASSWORD && password.length <= MAX_PASSWORD;
  return (
    <ActionForm
      title={t('users.actions.password')}
      testId="ops-reset-password"
      submitLabel={t('users.password.submit')}
      ready={valid}
      onSubmit={async () => {
        await call(routes.admin.resetPassword, {
          params: { id: user.id },
          body: { kind, newPassword: password },
        });
        onDone(t(`users.password.done.${kind}`));
      }}
      onCancel={onCancel}
    >
      <label className="ops-field">
        <span>{t('users.password.kind')}</span>
        <select
          value={kind}
          onChange={(event) => setKind(event.target.value as PasswordKind)}
          data-testid="ops-reset-password-kind"
        >
          {PASSWORD_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`users.password.kinds.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="ops-field">
        <span>{t('users.password.new')}</span>
        <input
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={password}
          maxLength={MAX_PASSWORD}
          onChange={(event) => setPassword(event.target.value)}
          data-testid="ops-reset-password-value"
        />
        <small>{t('users.password.hint', { min: MIN_PASSWORD, max: MAX_PASSWORD })}</small>
      </label>
    </ActionForm>
  );
}
