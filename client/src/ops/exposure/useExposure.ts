// The exposure figures, asked for again every few seconds while the page is on screen: polling
// stops when the tab is hidden or the page closes, and starts again at once when it is shown.
import { useCallback, useEffect, useState } from 'react';
import { routes, type ExposureView } from '@tempo/shared';
import { call } from '../../lib/apiClient';

/** How often the figures are asked for while the page is visible, in ms. */
export const EXPOSURE_POLL_MS = 3000;

export interface ExposureState {
  /** The last figures received; null until the first answer. */
  view: ExposureView | null;
  /** The last ask failed (what is on screen, if anything, is older). */
  failed: boolean;
  /** Asks again now (after a failure). */
  retry(): void;
}

/** Polls routes.exposure.summary every EXPOSURE_POLL_MS while the document is visible. */
export function useExposure(): ExposureState {
  const [restart, setRestart] = useState(0);
  const [state, setState] = useState<{ view: ExposureView | null; failed: boolean }>({
    view: null,
    failed: false,
  });

  useEffect(() => {
    let active = true;
    let inFlight = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const visible = () => document.visibilityState === 'visible';

    const poll = async () => {
      timer = undefined;
      inFlight = true;
      try {
        const view = await call(routes.exposure.summary, { hideLoading: true, quiet: true });
        if (active) setState({ view, failed: false });
      } catch {
        if (active) setState((current) => ({ view: current.view, failed: true }));
      } finally {
        inFlight = false;
      }
      if (active && visible()) timer = setTimeout(() => void poll(), EXPOSURE_POLL_MS);
    };

    const onVisibility = () => {
      if (!visible()) {
        clearTimeout(timer);
        timer = undefined;
      } else if (timer === undefined && !inFlight) {
        void poll();
      }
    };

    if (visible()) void poll();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [restart]);

  const retry = useCallback(() => setRestart((count) => count + 1), []);
  return { ...state, retry };
}
