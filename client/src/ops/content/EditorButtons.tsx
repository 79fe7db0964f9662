// The buttons at the foot of every content editor, so each one waits for the change in flight and
// for a form the server would take in the same way, and reads the same.
import { useTranslation } from 'react-i18next';

interface SaveButtonProps {
  testId: string;
  busy: boolean;
  /** The form can be sent as it is (no problem left, something to send). */
  ready: boolean;
  /** The button's words; "Save" unless told. */
  label?: string;
  onClick(): void;
}

/** The editor's main action: save (or publish, or send). */
export function SaveButton({ testId, busy, ready, label, onClick }: SaveButtonProps) {
  const { t } = useTranslation('ops');
  return (
    <button
      type="button"
      className="button button-primary"
      disabled={busy || !ready}
      onClick={onClick}
      data-testid={testId}
    >
      {label ?? t('content.save')}
    </button>
  );
}

/** Deletes the item open (after a confirmation the click asks for). */
export function DeleteButton({ testId, busy, onClick }: { testId: string; busy: boolean; onClick(): void }) {
  const { t } = useTranslation('ops');
  return (
    <button
      type="button"
      className="button ops-button-danger-outline"
      disabled={busy}
      onClick={onClick}
      data-testid={testId}
    >
      {t('content.delete.button')}
    </button>
  );
}
