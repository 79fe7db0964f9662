import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_KINDS, routes, type AdminUserView, type PasswordKind } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { ActionForm } from '../../actions/ActionForm';
import type { OpenFormProps } from '../../actions/ActionPanel';
import { PASSWORD_LIMITS, PasswordField, isValidPassword } from '../../actions/PasswordField';

/** Sets a new login or transaction password for the trader; the server ends their sessions. */
export function ResetPasswordForm({ user, onDone, onCancel }: { user: AdminUserView } & OpenFormProps) {
  const { t } = useTranslation('ops');
  const [kind, setKind] = useState<PasswordKind>('login');
  const [password, setPassword] = useState('');
  const valid = isValidPassword(password);
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
      <PasswordField
        label={t('users.password.new')}
        hint={t('users.password.hint', PASSWORD_LIMITS)}
        value={password}
        onChange={setPassword}
        invalid={password !== '' && !valid}
        testId="ops-reset-password-value"
      />
    </ActionForm>
  );
}
