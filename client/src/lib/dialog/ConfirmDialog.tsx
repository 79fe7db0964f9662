import { useSnapshot } from 'valtio';
import { answerConfirm, confirmState } from './confirm';

/** Renders the dialog opened by `confirm()`; mounted once at the root of the app. */
export function ConfirmDialog() {
  const { request } = useSnapshot(confirmState);
  if (!request) return null;
  return (
    <div className="dialog-backdrop" onClick={() => answerConfirm(false)}>
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="dialog-title"
        data-testid="confirm-dialog"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="dialog-title" className="dialog-title">
          {request.title}
        </h2>
        <p className="dialog-message">{request.message}</p>
        <div className="dialog-actions">
          <button
            type="button"
            className="dialog-button"
            data-testid="confirm-cancel"
            onClick={() => answerConfirm(false)}
          >
            {request.cancelText}
          </button>
          <button
            type="button"
            className="dialog-button dialog-button-primary"
            data-testid="confirm-ok"
            onClick={() => answerConfirm(true)}
          >
            {request.confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}
