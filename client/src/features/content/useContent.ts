import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { store } from '../../app/store';
import { ApiError } from '../../lib/apiClient';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'failed' }
  /** The server has no such item (a news item taken down, an unknown id). */
  | { state: 'notFound' }
  | { state: 'ready'; data: T };

export interface ContentResource<T> {
  loaded: Loaded<T>;
  retry: () => void;
}

/**
 * Content loaded for the screen: afresh when `key` changes and when the reader switches language
 * (everything on screen follows the language at once). While a new language loads, the old text
 * stays; an answer for an older key or language is dropped.
 */
export function useContent<T>(key: string, load: () => Promise<T>): ContentResource<T> {
  const { language } = useSnapshot(store);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ for: string; value: Loaded<T> }>({
    for: '',
    value: { state: 'loading' },
  });
  // The loader of the latest render: a new closure each render must not load again.
  const loader = useRef(load);
  useLayoutEffect(() => {
    loader.current = load;
  });
  const current = `${key}|${language}|${attempt}`;
  const sameItem = loaded.for.startsWith(`${key}|`);

  useEffect(() => {
    let live = true;
    loader.current().then(
      (data) => live && setLoaded({ for: current, value: { state: 'ready', data } }),
      (error: unknown) => {
        const notFound = error instanceof ApiError && error.code === 'NOT_FOUND';
        if (live) setLoaded({ for: current, value: { state: notFound ? 'notFound' : 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [current]);

  let value: Loaded<T> = loaded.value;
  // Another item (or a retry of a failure) shows the loading state; another language keeps the text.
  if (loaded.for !== current && !(sameItem && loaded.value.state === 'ready')) value = { state: 'loading' };
  return { loaded: value, retry: () => setAttempt((count) => count + 1) };
}
