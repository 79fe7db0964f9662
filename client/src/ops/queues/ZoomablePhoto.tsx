import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

/**
 * An uploaded photo (served to ops sessions only: the cookie goes with the request), shown whole;
 * opened, it fills the screen and zooms in steps, scrolled to any corner, closed with Escape.
 */
export function ZoomablePhoto({ src, label }: { src: string; label: string }) {
  const { t } = useTranslation('ops');
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <figure className="ops-photo">
      {failed ? (
        <p className="ops-muted">{t('queue.empty')}</p>
      ) : (
        <button
          type="button"
          className="ops-photo-open"
          onClick={() => setOpen(true)}
          aria-label={`${label}: ${t('verifications.zoom')}`}
        >
          <img src={src} alt={label} onError={() => setFailed(true)} data-testid="ops-photo" />
        </button>
      )}
      <figcaption>{label}</figcaption>
      {open && <PhotoViewer src={src} label={label} onClose={() => setOpen(false)} />}
    </figure>
  );
}

function PhotoViewer({ src, label, onClose }: { src: string; label: string; onClose(): void }) {
  const { t } = useTranslation('ops');
  const [step, setStep] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  const zoom = ZOOM_STEPS[step]!;
  return (
    <dialog
      ref={dialog}
      className="ops-viewer"
      aria-label={label}
      onClose={onClose}
      data-testid="ops-photo-viewer"
    >
      <div className="ops-viewer-bar">
        <span>{label}</span>
        <span className="ops-viewer-zoom" data-testid="ops-zoom-level">
          {Math.round(zoom * 100)}%
        </span>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setStep(Math.max(step - 1, 0))}
          disabled={step === 0}
          data-testid="ops-zoom-out"
        >
          {t('verifications.zoomOut')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setStep(Math.min(step + 1, ZOOM_STEPS.length - 1))}
          disabled={step === ZOOM_STEPS.length - 1}
          data-testid="ops-zoom-in"
        >
          {t('verifications.zoomIn')}
        </button>
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('verifications.close')}
        </button>
      </div>
      <div className="ops-viewer-canvas">
        <img src={src} alt={label} style={{ width: `${zoom * 100}%` }} data-testid="ops-viewer-image" />
      </div>
    </dialog>
  );
}
