import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type AdminUserView } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { ActionForm } from '../../actions/ActionForm';
import type { OpenFormProps } from '../../actions/ActionPanel';
import { ReasonField } from '../../actions/ReasonField';

/**
 * Resets a trader's second factor, which takes two ops users (twoFactor/SPEC.md 2F8): the first
 * asks with a reason, a second carries it out (or the first withdraws the request).
 */
export function SecondFactorResetForm({ user, onDone, onCancel }: { user: AdminUserView } & OpenFormProps) {
  const { t } = useTranslation('ops');
  const [reason, setReason] = useState('');
  const pending = user.secondFactor.pendingReset;
  return (
    <ActionForm
      title={t('users.actions.secondFactor')}
      testId="ops-second-factor-reset"
      submitLabel={pending ? t('users.secondFactor.carryOut') : t('users.secondFactor.ask')}
      danger={pending !== null}
      ready={reason.trim() !== ''}
      onSubmit={async () => {
        const result = await call(routes.twoFactor.opsReset, {
          params: { id: user.id },
          body: { reason: reason.trim() },
        });
        onDone(t(result.state === 'done' ? 'users.secondFactor.done' : 'users.secondFactor.asked'));
      }}
      onCancel={onCancel}
    >
      {pending ? (
        <>
          <p className="ops-muted" data-testid="ops-second-factor-pending">
            {t('users.secondFactor.pending', { by: pending.requestedBy, reason: pending.reason })}
          </p>
          <button
            type="button"
            className="button button-secondary"
            data-testid="ops-second-factor-withdraw"
            onClick={async () => {
              try {
                await call(routes.twoFactor.opsCancelReset, { params: { id: user.id } });
                onDone(t('users.secondFactor.withdrawn'));
              } catch {
                // The API client has shown why.
              }
            }}
          >
            {t('users.secondFactor.withdraw')}
          </button>
        </>
      ) : (
        <p className="ops-muted">{t('users.secondFactor.askHint')}</p>
      )}
      <ReasonField
        value={reason}
        onChange={setReason}
        hint={t('users.auditedReason')}
        testId="ops-second-factor-reason"
      />
    </ActionForm>
  );
}
