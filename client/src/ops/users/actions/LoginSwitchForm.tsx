import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type AdminUserView } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { ActionForm } from './ActionForm';

const MAX_REASON = 200;

/** Turns the trader's login off (their live sessions end) or back on, with a reason for the audit log. */
export function LoginSwitchForm({
  user,
  onDone,
  onCancel,
}: {
  user: AdminUserView;
  onDone(message: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('ops');
  const [reason, setReason] = useState('');
  const enabling = user.disabled;
  return (
    <ActionForm
      title={enabling ? t('users.actions.enable') : t('users.actions.disable')}
      testId="ops-login-switch"
      submitLabel={enabling ? t('users.login.enable') : t('users.login.disable')}
      danger={!enabling}
      ready={reason.trim() !== ''}
      onSubmit={async () => {
        const route = enabling ? routes.opsUsers.enable : routes.opsUsers.disable;
        const result = await call(route, { params: { id: user.id }, body: { reason: reason.trim() } });
        onDone(
          result.disabled
            ? t('users.login.disabled', { count: result.endedSessions })
            : t('users.login.enabled'),
        );
      }}
      onCancel={onCancel}
    >
      {!enabling && <p className="ops-muted">{t('users.login.disableHint')}</p>}
      <label className="ops-field">
        <span>{t('queue.reason')}</span>
        <textarea
          value={reason}
          maxLength={MAX_REASON}
          required
          rows={2}
          onChange={(event) => setReason(event.target.value)}
          data-testid="ops-login-switch-reason"
        />
        <small>{t('users.auditedReason')}</small>
      </label>
    </ActionForm>
  );
}
