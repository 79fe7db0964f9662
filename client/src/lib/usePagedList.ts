import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** One page of a newest-first list and where the next one starts (null at the end). */
export interface Page<T, C> {
  items: T[];
  next: C | null;
}

export interface PagedList<T> {
  items: T[];
  /** The first page is on its way (nothing to show yet). */
  loading: boolean;
  /** The first page could not be loaded. */
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
  /** Loads the list afresh; what is on screen stays until the answer arrives. */
  reload: () => void;
  /**
   * Changes the loaded items in place: a live event updating, adding or removing a row. `hasMore`
   * says whether pages remain to load (a row older than the last loaded then comes with its page).
   */
  update: (change: (items: T[], hasMore: boolean) => T[]) => void;
}

interface Loaded<T, C> {
  /** The list this answers (its key) and the load it came from. */
  key: string;
  attempt: number;
  items: T[];
  next: C | null;
  failed: boolean;
}

/**
 * A cursor-paged list of the server, newest first: the first page on mount and whenever `key`
 * changes (a filter), more as the person scrolls, a reload on demand. A failed reload keeps what
 * is on screen; a failed first load is a failure state with a retry. Answers for an older key or
 * load are dropped, so a slow page never lands in the wrong list.
 */
export function usePagedList<T, C>(
  key: string,
  loadPage: (cursor: C | null) => Promise<Page<T, C>>,
  /** The loaded items followed by the next page; a list whose rows also arrive live leaves out the ones it has. */
  appendPage: (items: T[], page: T[]) => T[] = concatPage,
): PagedList<T> {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T, C>>({
    key: '',
    attempt: -1,
    items: [],
    next: null,
    failed: false,
  });
  const [more, setMore] = useState<{ token: string; state: 'idle' | 'loading' | 'failed' }>({
    token: '',
    state: 'idle',
  });
  const loadingMore = useRef(false);
  // The loader of the latest render: a new closure each render must not reload the list.
  const load = useRef(loadPage);
  useLayoutEffect(() => {
    load.current = loadPage;
  });

  useEffect(() => {
    let active = true;
    loadingMore.current = false;
    load.current(null).then(
      (page) => {
        if (active) setLoaded({ key, attempt, items: page.items, next: page.next, failed: false });
      },
      () => {
        if (!active) return;
        setLoaded((current) =>
          current.key === key
            ? { ...current, attempt }
            : { key, attempt, items: [], next: null, failed: true },
        );
      },
    );
    return () => {
      active = false;
    };
  }, [key, attempt]);

  const shown = loaded.key === key;
  const cursor = shown && loaded.attempt === attempt ? loaded.next : null;
  const token = `${key}:${attempt}`;

  const loadMore = useCallback(() => {
    if (loadingMore.current || cursor === null) return;
    loadingMore.current = true;
    setMore({ token, state: 'loading' });
    load.current(cursor).then(
      (page) => {
        loadingMore.current = false;
        setLoaded((now) =>
          `${now.key}:${now.attempt}` === token
            ? { ...now, items: appendPage(now.items, page.items), next: page.next }
            : now,
        );
        setMore({ token, state: 'idle' });
      },
      () => {
        loadingMore.current = false;
        setMore({ token, state: 'failed' });
      },
    );
  }, [token, cursor, appendPage]);

  const update = useCallback(
    (change: (items: T[], hasMore: boolean) => T[]) =>
      setLoaded((now) => {
        if (now.key !== key || now.failed) return now;
        const items = change(now.items, now.next !== null);
        return items === now.items ? now : { ...now, items };
      }),
    [key],
  );
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  const moreState = more.token === token ? more.state : 'idle';
  return {
    items: shown ? loaded.items : [],
    loading: !shown,
    failed: shown && loaded.failed,
    hasMore: shown && loaded.next !== null,
    loadingMore: moreState === 'loading',
    moreFailed: moreState === 'failed',
    loadMore,
    reload,
    update,
  };
}

function concatPage<T>(items: T[], page: T[]): T[] {
  return [...items, ...page];
}

/** Puts `item` first when its id is new, or in its place when the list has it already. */
export function upsertById<T extends { id: number }>(items: T[], item: T): T[] {
  const index = items.findIndex((existing) => existing.id === item.id);
  if (index === -1) return [item, ...items];
  const next = [...items];
  next[index] = item;
  return next;
}
