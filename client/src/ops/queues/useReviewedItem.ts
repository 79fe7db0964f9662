// The item open for review: fetched by id, and again when the desk says it changed. A change made
// by another console (a status other than the one on screen) is flagged for the page to say; this
// console's own decision arrives with the status it already shows, and says nothing.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DeskQueue } from '@tempo/shared';
import { onDeskChange } from '../desk/deskSocket';

export interface ReviewedItem<T> {
  item: T | null;
  state: 'loading' | 'failed' | 'ready';
  /** Another ops user changed it while it was open. */
  changedElsewhere: boolean;
  /** Shows the item as this console's own decision left it. */
  decided(item: T): void;
  reload(): void;
}

interface Loaded<T> {
  id: number;
  item: T | null;
  failed: boolean;
  changedElsewhere: boolean;
}

export function useReviewedItem<T extends { status: string }>(
  queue: DeskQueue,
  id: number,
  fetchItem: (id: number) => Promise<T>,
): ReviewedItem<T> {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>({
    id: -1,
    item: null,
    failed: false,
    changedElsewhere: false,
  });
  const fetchLatest = useRef(fetchItem);
  useLayoutEffect(() => {
    fetchLatest.current = fetchItem;
  });

  useEffect(() => {
    let active = true;
    fetchLatest.current(id).then(
      (item) => {
        if (!active) return;
        setLoaded((now) => ({
          id,
          item,
          failed: false,
          changedElsewhere: now.id === id && now.changedElsewhere,
        }));
      },
      () => {
        // A failed refresh keeps what is on screen; a failed first load is a failure state.
        if (active)
          setLoaded((now) =>
            now.id === id ? now : { id, item: null, failed: true, changedElsewhere: false },
          );
      },
    );
    return () => {
      active = false;
    };
  }, [id, attempt]);

  useEffect(
    () =>
      onDeskChange((change) => {
        if (change && (change.queue !== queue || change.id !== id)) return;
        if (change) {
          setLoaded((now) =>
            now.id === id && now.item && now.item.status !== change.status
              ? { ...now, changedElsewhere: true }
              : now,
          );
        }
        setAttempt((count) => count + 1);
      }),
    [queue, id],
  );

  const decided = useCallback(
    (item: T) => setLoaded({ id, item, failed: false, changedElsewhere: false }),
    [id],
  );
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const shown = loaded.id === id;
  return {
    item: shown ? loaded.item : null,
    state: !shown ? 'loading' : loaded.failed ? 'failed' : 'ready',
    changedElsewhere: shown && loaded.changedElsewhere,
    decided,
    reload,
  };
}
