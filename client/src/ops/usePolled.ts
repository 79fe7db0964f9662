// A figure of the server asked for again every few seconds while the page is on screen: polling
// stops when the tab is hidden or the page closes, and starts again at once when it is shown.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface Polled<T> {
  /** The last answer; null until the first. */
  value: T | null;
  /** The last ask failed (what is on screen, if anything, is older). */
  failed: boolean;
  /** Asks again now (after a failure, or after a change the page made). */
  refresh(): void;
}

/** Calls `load` every `everyMs` while the document is visible (and `enabled`). */
export function usePolled<T>(load: () => Promise<T>, everyMs: number, enabled = true): Polled<T> {
  const [restart, setRestart] = useState(0);
  const [state, setState] = useState<{ value: T | null; failed: boolean }>({ value: null, failed: false });
  const latest = useRef(load);
  useLayoutEffect(() => {
    latest.current = load;
  });

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let inFlight = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const visible = () => document.visibilityState === 'visible';

    const poll = async () => {
      timer = undefined;
      inFlight = true;
      try {
        const value = await latest.current();
        if (active) setState({ value, failed: false });
      } catch {
        if (active) setState((current) => ({ value: current.value, failed: true }));
      } finally {
        inFlight = false;
      }
      if (active && visible()) timer = setTimeout(() => void poll(), everyMs);
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
  }, [restart, everyMs, enabled]);

  const refresh = useCallback(() => setRestart((count) => count + 1), []);
  return { ...state, refresh };
}
