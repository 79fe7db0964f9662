import { useTranslation } from 'react-i18next';

/** The longest reason the ops routes take (the contract's reason fields). */
const MAX_REASON = 200;

/**
 * Why a change is made, required and kept in the audit log: the same field on the actions of the
 * users and accounts sections, each with its own hint.
 */
export function ReasonField({
  value,
  onChange,
  hint,
  testId,
}: {
  value: string;
  onChange(value: string): void;
  /** The line under the field, saying the reason is audited. */
  hint: string;
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
      <small>{hint}</small>
    </label>
  );
}
