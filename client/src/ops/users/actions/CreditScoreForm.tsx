import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type AdminUserView } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { ActionForm } from '../../actions/ActionForm';
import type { OpenFormProps } from '../../actions/ActionPanel';

const MAX_SCORE = 1000;

/** Sets the trader's credit score, a whole number from 0 to 1000. */
export function CreditScoreForm({ user, onDone, onCancel }: { user: AdminUserView } & OpenFormProps) {
  const { t } = useTranslation('ops');
  const [text, setText] = useState(String(user.creditScore));
  const score = /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null;
  const valid = score !== null && score <= MAX_SCORE;
  return (
    <ActionForm
      title={t('users.actions.creditScore')}
      testId="ops-credit-score"
      submitLabel={t('users.creditScore.submit')}
      ready={valid && score !== user.creditScore}
      onSubmit={async () => {
        if (score === null) return;
        await call(routes.admin.setCreditScore, { params: { id: user.id }, body: { creditScore: score } });
        onDone(t('users.creditScore.done', { score }));
      }}
      onCancel={onCancel}
    >
      <label className="ops-field">
        <span>{t('users.creditScore.label')}</span>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_SCORE}
          step={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={text.trim() !== '' && !valid}
          data-testid="ops-credit-score-value"
        />
        <small>{t('users.creditScore.hint', { max: MAX_SCORE })}</small>
      </label>
    </ActionForm>
  );
}
