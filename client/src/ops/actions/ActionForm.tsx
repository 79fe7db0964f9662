import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ActionFormProps {
  title: string;
  testId: string;
  submitLabel: string;
  /** A red button: the action takes something away (a debit, a login). */
  danger?: boolean;
  /** Whether what is typed can be sent. */
  ready: boolean;
  /** Sends the action; a rejection leaves the form open (the API client has shown why). */
  onSubmit(): Promise<void>;
  onCancel(): void;
  children: ReactNode;
}

/**
 * The form of one action on a trader or an ops account (the users and accounts sections): its
 * fields, then send and cancel; one send at a time.
 */
export function ActionForm(props: ActionFormProps) {
  const { t } = useTranslation('ops');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="ops-action-form"
      data-testid={props.testId}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy || !props.ready) return;
        setBusy(true);
        props
          .onSubmit()
          .catch(() => {
            // The API client has shown the server's reason; the form stays for another try.
          })
          .finally(() => setBusy(false));
      }}
    >
      <h3>{props.title}</h3>
      {props.children}
      <div className="ops-actions">
        <button
          type="submit"
          className={props.danger ? 'button ops-button-danger' : 'button button-primary'}
          disabled={busy || !props.ready}
          data-testid={`${props.testId}-submit`}
        >
          {props.submitLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={props.onCancel}>
          {t('queue.cancel')}
        </button>
      </div>
    </form>
  );
}
