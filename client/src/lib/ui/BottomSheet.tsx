import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './bottomSheet.css';

interface BottomSheetProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

/** A panel that rises from the bottom of the column over a dimmed page; a tap outside or Escape closes it. */
export function BottomSheet({ title, onClose, children, testId }: BottomSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    // The page under the sheet stays put while the sheet is open.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <div className="sheet-backdrop" onClick={onClose}>
      <div
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        onClick={(event) => event.stopPropagation()}
      >
        <header className="sheet-header">
          <h2 id={titleId} className="sheet-title">
            {title}
          </h2>
          <button
            type="button"
            className="sheet-close"
            aria-label={t('common.cancel')}
            data-testid={testId ? `${testId}-close` : undefined}
            onClick={onClose}
          >
            ×
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}
