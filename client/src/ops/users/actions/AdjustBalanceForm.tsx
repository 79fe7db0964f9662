import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type AdminUserView } from '@tempo/shared';
import { ApiError, call } from '../../../lib/apiClient';
import { confirm } from '../../../lib/dialog/confirm';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import { useMoney } from '../../queues/Facts';
import { ActionForm } from '../../actions/ActionForm';
import type { OpenFormProps } from '../../actions/ActionPanel';
import { ReasonField } from '../../actions/ReasonField';
import { parseSignedAmount } from './signedAmount';

interface AdjustBalanceFormProps extends OpenFormProps {
  user: AdminUserView;
}

/**
 * Credits or debits the trader's available balance with a reason, after a confirmation. One
 * Idempotency-Key per attempt (amount and reason): sent again if the same attempt is retried after
 * no answer came, so the money moves once; a new one once the server has answered.
 */
export function AdjustBalanceForm({ user, onDone, onCancel }: AdjustBalanceFormProps) {
  const { t } = useTranslation('ops');
  const money = useMoney();
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const amount = parseSignedAmount(amountText);
  const invalid = amountText.trim() !== '' && amount === null;

  const submit = async () => {
    if (amount === null) return;
    const trimmed = reason.trim();
    const confirmed = await confirm({
      title: t('users.adjust.confirmTitle'),
      message: t(amount > 0 ? 'users.adjust.confirmCredit' : 'users.adjust.confirmDebit', {
        amount: money(Math.abs(amount)),
        account: user.account,
        reason: trimmed,
      }),
      confirmText: t('users.adjust.confirmOk'),
      cancelText: t('queue.cancel'),
    });
    if (!confirmed) return;
    const signature = `${amount}|${trimmed}`;
    if (attempt.current?.signature !== signature) {
      attempt.current = { signature, key: newIdempotencyKey('adj') };
    }
    try {
      const result = await call(routes.admin.adjustBalance, {
        params: { id: user.id },
        body: { bucket: 'available', amount, reason: trimmed },
        headers: { 'Idempotency-Key': attempt.current.key },
      });
      attempt.current = null;
      onDone(t('users.adjust.done', { balance: money(result.balances.available) }));
    } catch (error) {
      // The server answered (a refusal it remembers under this key): the next try is a new attempt.
      if (error instanceof ApiError && error.status !== 0) attempt.current = null;
      throw error;
    }
  };

  return (
    <ActionForm
      title={t('users.actions.adjust')}
      testId="ops-adjust"
      submitLabel={t('users.adjust.submit')}
      danger={amount !== null && amount < 0}
      ready={amount !== null && reason.trim() !== ''}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <label className="ops-field">
        <span>{t('users.adjust.amount')}</span>
        <input
          inputMode="decimal"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          aria-invalid={invalid}
          aria-describedby="ops-adjust-hint"
          data-testid="ops-adjust-amount"
        />
        <small id="ops-adjust-hint">
          {invalid
            ? t('users.adjust.invalid')
            : amount === null
              ? t('users.adjust.hint')
              : t(amount > 0 ? 'users.adjust.willCredit' : 'users.adjust.willDebit', {
                  amount: money(Math.abs(amount)),
                  balance: money(user.balances.available + amount),
                })}
        </small>
      </label>
      <ReasonField
        value={reason}
        onChange={setReason}
        hint={t('users.auditedReason')}
        testId="ops-adjust-reason"
      />
    </ActionForm>
  );
}
