import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  submitTestId: string;
}

/** The foot of a second-factor form: cancel, and the submit button, off while a send is on its way. */
export function FormActions({ submitLabel, busy, onCancel, submitTestId }: FormActionsProps) {
  const { t } = useTranslation('twoFactor');
  return (
    <div className="two-factor-actions">
      <button type="button" className="button button-secondary" onClick={onCancel}>
        {t('cancel')}
      </button>
      <button type="submit" className="button button-primary" disabled={busy} data-testid={submitTestId}>
        {submitLabel}
      </button>
    </div>
  );
}
