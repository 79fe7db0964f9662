// The exposure figures, asked for again every few seconds while the page is on screen.
import { routes, type ExposureView } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { usePolled } from '../usePolled';

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

const loadExposure = () => call(routes.exposure.summary, { hideLoading: true, quiet: true });

/** Polls routes.exposure.summary every EXPOSURE_POLL_MS while the document is visible. */
export function useExposure(): ExposureState {
  const { value, failed, refresh } = usePolled(loadExposure, EXPOSURE_POLL_MS);
  return { view: value, failed, retry: refresh };
}
