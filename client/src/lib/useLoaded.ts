import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Data a screen loads from the server: on its way, failed (the screen offers a retry), or there. */
export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/** Data of the server for one screen, as `useLoaded` gives it; each function keeps its identity. */
export interface LoadedHook<T> {
  state: Loaded<T>;
  /** Shows loading again and loads: the retry after a failure. */
  reload(): void;
  /** Loads again behind what is shown: a failure keeps the data on screen. */
  refresh(): void;
  /** Changes the data on screen without asking the server (nothing while none is shown). */
  update(change: (data: T) => T): void;
  /** Shows `data` as if loaded: what a write answered. */
  set(data: T): void;
}

/** The state behind `useLoaded`, kept apart from React so its rules can be tested on their own. */
export interface Loader<T> extends Pick<LoadedHook<T>, 'update' | 'set'> {
  readonly state: Loaded<T>;
  /** Calls `listener` after every change of `state`; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Shows loading again and sends `load`. */
  reload(load: () => Promise<T>): void;
  /** Sends `load` behind what is shown: its failure keeps ready data on screen. */
  refresh(load: () => Promise<T>): void;
  /** Ignores the answers of every request sent so far: the screen is gone. */
  stop(): void;
}

/** A loader starting in the loading state; nothing is requested until `refresh` or `reload`. */
export function createLoader<T>(): Loader<T> {
  let state: Loaded<T> = { status: 'loading' };
  // Numbers the requests: only the newest one's answer is shown, so a slow older answer never
  // lands over a newer one.
  let newest = 0;
  const listeners = new Set<() => void>();

  function show(next: Loaded<T>) {
    state = next;
    listeners.forEach((listener) => listener());
  }

  function refresh(load: () => Promise<T>) {
    const sent = ++newest;
    load().then(
      (data) => {
        if (sent === newest) show({ status: 'ready', data });
      },
      () => {
        if (sent === newest && state.status === 'loading') show({ status: 'failed' });
      },
    );
  }

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      newest += 1;
    },
    refresh,
    reload(load) {
      show({ status: 'loading' });
      refresh(load);
    },
    update(change) {
      if (state.status === 'ready') show({ status: 'ready', data: change(state.data) });
    },
    set(data) {
      show({ status: 'ready', data });
    },
  };
}

/**
 * Data of the server for one screen: loaded on mount, then again only on `reload` or `refresh`;
 * answers arriving after unmount, or after a newer request was sent, are ignored.
 */
export function useLoaded<T>(load: () => Promise<T>): LoadedHook<T> {
  // The load of the latest render: callers pass a new closure each render, which must not load again.
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });
  const [loader] = useState(() => createLoader<T>());
  const state = useSyncExternalStore(loader.subscribe, () => loader.state);
  const reload = useCallback(() => loader.reload(latestLoad.current), [loader]);
  const refresh = useCallback(() => loader.refresh(latestLoad.current), [loader]);

  useEffect(() => {
    // The state starts as loading, so a failed first load shows the failure.
    refresh();
    return loader.stop;
  }, [loader, refresh]);

  return { state, reload, refresh, update: loader.update, set: loader.set };
}
