import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DecisionBarProps {
  /** Whether the role may decide: without it, a note says so and no button shows. */
  mayDecide: boolean;
  approveLabel: string;
  /** Why approving is not possible now (the maker of a two-approval withdrawal), or null. */
  approveBlocked?: string | null;
  onApprove(): Promise<void>;
  onReject(reason: string): Promise<void>;
}

const MAX_REASON = 200;

/** Approve, or reject with a reason the trader reads; one decision at a time. */
export function DecisionBar({
  mayDecide,
  approveLabel,
  approveBlocked,
  onApprove,
  onReject,
}: DecisionBarProps) {
  const { t } = useTranslation('ops');
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  if (!mayDecide) {
    return (
      <p className="ops-note" data-testid="ops-read-only">
        {t('queue.readOnly')}
      </p>
    );
  }
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      setRejecting(false);
      setReason('');
    } catch {
      // The API client has shown the server's reason; the item reloads with the desk.
    } finally {
      setBusy(false);
    }
  };
  if (rejecting) {
    return (
      <form
        className="ops-decision"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => onReject(reason.trim()));
        }}
      >
        <label className="ops-field">
          <span>{t('queue.reason')}</span>
          <textarea
            value={reason}
            maxLength={MAX_REASON}
            required
            rows={3}
            onChange={(event) => setReason(event.target.value)}
            data-testid="ops-reject-reason"
            aria-describedby="ops-reason-hint"
          />
          <small id="ops-reason-hint">{t('queue.reasonHint')}</small>
        </label>
        <div className="ops-actions">
          <button
            type="submit"
            className="button ops-button-danger"
            disabled={busy || !reason.trim()}
            data-testid="ops-reject-confirm"
          >
            {t('queue.confirmReject')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setRejecting(false)}>
            {t('queue.cancel')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="ops-decision">
      {approveBlocked && <p className="ops-note">{approveBlocked}</p>}
      <div className="ops-actions">
        {!approveBlocked && (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void run(onApprove)}
            data-testid="ops-approve"
          >
            {approveLabel}
          </button>
        )}
        <button
          type="button"
          className="button ops-button-danger-outline"
          disabled={busy}
          onClick={() => setRejecting(true)}
          data-testid="ops-reject"
        >
          {t('queue.reject')}
        </button>
      </div>
    </div>
  );
}
