import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES, opsUsernameField, routes, type AdminRole, type OpsAccountView } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { ActionForm } from '../actions/ActionForm';
import { isValidPassword, PASSWORD_LIMITS, PasswordField } from '../actions/PasswordField';

/** Adds an ops account with a role and a first password; it may log in at once. */
export function CreateAccountForm({
  onDone,
  onCancel,
}: {
  onDone(account: OpsAccountView): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('ops');
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<AdminRole>('support');
  const [password, setPassword] = useState('');
  const usernameValid = opsUsernameField.safeParse(username).success;
  const passwordValid = isValidPassword(password);
  return (
    <ActionForm
      title={t('accounts.createTitle')}
      testId="ops-account-create"
      submitLabel={t('accounts.createSubmit')}
      ready={usernameValid && passwordValid}
      onSubmit={async () => {
        onDone(
          await call(routes.opsAccounts.create, {
            body: { username: username.trim(), role, password },
          }),
        );
      }}
      onCancel={onCancel}
    >
      <label className="ops-field">
        <span>{t('accounts.username')}</span>
        <input
          value={username}
          maxLength={32}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={username.trim() !== '' && !usernameValid}
          onChange={(event) => setUsername(event.target.value)}
          data-testid="ops-account-create-username"
        />
        <small>{t('accounts.usernameHint')}</small>
      </label>
      <label className="ops-field">
        <span>{t('accounts.role')}</span>
        <select
          value={role}
          onChange={(event) => setRole(event.target.value as AdminRole)}
          data-testid="ops-account-create-role"
        >
          {ADMIN_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`role.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <PasswordField
        label={t('accounts.password')}
        hint={t('accounts.passwordHint', PASSWORD_LIMITS)}
        value={password}
        onChange={setPassword}
        invalid={password !== '' && !passwordValid}
        testId="ops-account-create-password"
      />
    </ActionForm>
  );
}
