import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface EditorFrameProps {
  title: string;
  testId: string;
  /** Back to the list; no button when the editor has no list to go back to. */
  onBack?(): void;
  /** The fields, beside the preview on a wide screen. */
  form: ReactNode;
  /** The item as a trader's phone shows it. */
  preview?: ReactNode;
  /** Why the item cannot be sent yet; null when it can. */
  problem?: string | null;
  /** Save, delete, send: only those the role may call. */
  actions: ReactNode;
}

/** One item open for editing: back to the list, its fields beside its preview, and its actions. */
export function EditorFrame({ title, testId, onBack, form, preview, problem, actions }: EditorFrameProps) {
  const { t } = useTranslation('ops');
  return (
    <article className="ops-card ops-content-editor" data-testid={testId}>
      <header className="ops-review-head">
        <h2>{title}</h2>
        {onBack && (
          <button
            type="button"
            className="button button-secondary"
            onClick={onBack}
            data-testid="ops-content-back"
          >
            {t('content.back')}
          </button>
        )}
      </header>
      <div className={preview ? 'ops-content-columns' : undefined}>
        <div className="ops-content-form">{form}</div>
        {preview && <div className="ops-content-preview">{preview}</div>}
      </div>
      {problem && (
        <p className="ops-note" role="status" data-testid="ops-content-problem">
          {problem}
        </p>
      )}
      <div className="ops-actions">{actions}</div>
    </article>
  );
}
