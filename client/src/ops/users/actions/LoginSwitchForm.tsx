import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type AdminUserView } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { ActionForm } from '../../actions/ActionForm';
import type { OpenFormProps } from '../../actions/ActionPanel';
import { ReasonField } from '../../actions/ReasonField';

/** Turns the trader's login off (their live sessions end) or back on, with a reason for the audit log. */
export function LoginSwitchForm({ user, onDone, onCancel }: { user: AdminUserView } & OpenFormProps) {
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
      <ReasonField
        value={reason}
        onChange={setReason}
        hint={t('users.auditedReason')}
        testId="ops-login-switch-reason"
      />
    </ActionForm>
  );
}
