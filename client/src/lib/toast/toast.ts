import { proxy } from 'valtio';

/** How long a toast stays up when the caller names no duration, in ms. */
const DEFAULT_DURATION_MS = 2000;

/** The one toast on screen; a new toast replaces the current one rather than queueing behind it. */
export const toastState = proxy({ message: null as string | null, key: 0 });

let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows a short message at the centre of the screen. */
export function toast(message: string, durationMs: number = DEFAULT_DURATION_MS): void {
  clearTimeout(hideTimer);
  toastState.message = message;
  toastState.key += 1;
  hideTimer = setTimeout(() => {
    toastState.message = null;
  }, durationMs);
}
