import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type OpsAccountView } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { confirm } from '../../lib/dialog/confirm';
import { ActionForm } from '../actions/ActionForm';
import type { OpenFormProps } from '../actions/ActionPanel';
import { ReasonField } from '../actions/ReasonField';

/**
 * Disables the account (after a confirmation: its open consoles are disconnected at once and it can
 * no longer log in) or enables it again, with a reason for the audit log.
 */
export function AccountSwitchForm({
  account,
  onDone,
  onCancel,
}: { account: OpsAccountView } & OpenFormProps) {
  const { t } = useTranslation('ops');
  const [reason, setReason] = useState('');
  const enabling = account.disabled;
  return (
    <ActionForm
      title={enabling ? t('accounts.actions.enable') : t('accounts.actions.disable')}
      testId="ops-account-switch"
      submitLabel={enabling ? t('accounts.enable.submit') : t('accounts.disable.submit')}
      danger={!enabling}
      ready={reason.trim() !== ''}
      onSubmit={async () => {
        const trimmed = reason.trim();
        if (enabling) {
          await call(routes.opsAccounts.enable, { params: { id: account.id }, body: { reason: trimmed } });
          onDone(t('accounts.enable.done', { username: account.username }));
          return;
        }
        const confirmed = await confirm({
          title: t('accounts.disable.confirmTitle'),
          message: t('accounts.disable.confirm', { username: account.username, reason: trimmed }),
          confirmText: t('accounts.disable.confirmOk'),
          cancelText: t('queue.cancel'),
        });
        if (!confirmed) return;
        await call(routes.opsAccounts.disable, { params: { id: account.id }, body: { reason: trimmed } });
        onDone(t('accounts.disable.done', { username: account.username }));
      }}
      onCancel={onCancel}
    >
      <p className="ops-muted">{enabling ? t('accounts.enable.hint') : t('accounts.disable.hint')}</p>
      <ReasonField
        value={reason}
        onChange={setReason}
        hint={t('accounts.auditedReason')}
        testId="ops-account-switch-reason"
      />
    </ActionForm>
  );
}
