import { proxy } from 'valtio';

/** How many requests that want the global loading indicator are still running. */
export const loadingState = proxy({ pending: 0 });

/** Counts one more running call; the returned function ends it and is safe to call twice. */
export function startLoading(): () => void {
  loadingState.pending += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    loadingState.pending -= 1;
  };
}
