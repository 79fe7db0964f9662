// The uploaded recordings, shared by the replay form and the recordings panel: one load, and a
// reload for everyone after an upload.
import { useEffect, useSyncExternalStore } from 'react';
import { routes, type RecordingView } from '@tempo/shared';
import { call } from '../../lib/apiClient';

let list: RecordingView[] | null = null;
let failed = false;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Loads the list again (after an upload) and tells every screen showing it. */
export function reloadRecordings(): Promise<void> {
  loading = call(routes.feeds.recordings, { hideLoading: true, quiet: true })
    .then((next) => {
      list = next;
      failed = false;
    })
    .catch(() => {
      failed = true;
    })
    .finally(() => {
      loading = null;
      notify();
    });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useRecordings(): { list: RecordingView[] | null; failed: boolean; retry(): void } {
  const snapshot = useSyncExternalStore(subscribe, () => list);
  const hasFailed = useSyncExternalStore(subscribe, () => failed);
  useEffect(() => {
    if (list === null && !loading) void reloadRecordings();
  }, []);
  return { list: snapshot, failed: hasFailed, retry: () => void reloadRecordings() };
}
