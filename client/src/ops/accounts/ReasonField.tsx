import { useTranslation } from 'react-i18next';

/** The longest reason the ops accounts routes take. */
const MAX_REASON = 200;

/** Why a change of an ops account is made: required, and kept in the audit log. */
export function ReasonField({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange(value: string): void;
  testId: string;
}) {
  const { t } = useTranslation('ops');
  return (
    <label className="ops-field">
      <span>{t('queue.reason')}</span>
      <textarea
        value={value}
        maxLength={MAX_REASON}
        required
        rows={2}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
      <small>{t('accounts.auditedReason')}</small>
    </label>
  );
}
