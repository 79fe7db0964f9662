import { useCallback, useEffect, useRef, useState } from 'react';
import type { MyVerificationView } from '@tempo/shared';
import { onConnected } from '../../lib/socket';
import { fetchMyVerification } from './api';
import { useVerificationEvents } from './verificationEvents';

export interface MyVerification {
  /** The status as last read; null until the first answer. */
  view: MyVerificationView | null;
  /** The first load failed (a later failed reload keeps what is shown). */
  failed: boolean;
  /** Reads the status again, quietly. */
  reload: () => void;
  /** After a failed first load: shows the loading state and reads the status again. */
  retry: () => void;
  /** The server's answer to a submission: shown at once, and an older answer in flight is dropped. */
  replace: (view: MyVerificationView) => void;
}

/**
 * The trader's verification status: read on mount, again when a review is heard live
 * (`verification:updated`) and after every (re)connection, when a review may have been missed.
 */
export function useMyVerification(): MyVerification {
  const [view, setView] = useState<MyVerificationView | null>(null);
  const [failed, setFailed] = useState(false);
  // Counts requests: only the answer of the latest one is shown.
  const latest = useRef(0);

  const reload = useCallback(() => {
    const request = ++latest.current;
    fetchMyVerification().then(
      (next) => {
        if (request !== latest.current) return;
        setView(next);
        setFailed(false);
      },
      () => {
        if (request === latest.current) setFailed(true);
      },
    );
  }, []);

  const replace = useCallback((next: MyVerificationView) => {
    latest.current++;
    setView(next);
  }, []);

  const retry = useCallback(() => {
    setFailed(false);
    reload();
  }, [reload]);

  useEffect(reload, [reload]);
  // Stable (a useCallback): the listener is registered once, not on every render.
  useVerificationEvents(reload);
  useEffect(() => onConnected(reload), [reload]);

  return { view, failed: failed && view === null, reload, retry, replace };
}
