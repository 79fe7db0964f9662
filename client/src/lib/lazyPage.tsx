// Pages load as separate chunks. The loading view waits 200 ms before it appears, so a fast load
// shows nothing in between; a chunk that fails or takes over 60 s shows a retry view, and retry
// imports it again (SPEC §2).
import { useEffect, useState, type ComponentType } from 'react';
import { PageLoadFailed, PageLoading } from './ui/PageState';

/** How long a page may take before the loading view appears, in ms. */
const LOADING_DELAY_MS = 200;
/** How long a page chunk may take before it counts as failed, in ms. */
const LOAD_TIMEOUT_MS = 60_000;

type Phase = 'waiting' | 'slow' | 'failed';

/** One page chunk: loaded at most once, forgotten after a failure so that retry imports it again. */
class PageChunk {
  component: ComponentType | null = null;
  private pending: Promise<ComponentType> | null = null;

  constructor(private readonly importPage: () => Promise<ComponentType>) {}

  load(): Promise<ComponentType> {
    this.pending ??= withTimeout(this.importPage(), LOAD_TIMEOUT_MS).then(
      (component) => (this.component = component),
      (error: unknown) => {
        this.pending = null;
        throw error;
      },
    );
    return this.pending;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Page chunk took over ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * A component that loads its page chunk on first render. `importPage` picks the page out of its
 * module, e.g. `() => import('./LoginPage').then((m) => m.LoginPage)`.
 */
export function lazyPage(importPage: () => Promise<ComponentType>): ComponentType {
  const chunk = new PageChunk(importPage);

  function LazyPage() {
    const [page, setPage] = useState<{ Component: ComponentType } | null>(() =>
      chunk.component ? { Component: chunk.component } : null,
    );
    const [phase, setPhase] = useState<Phase>('waiting');
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (page) return;
      let active = true;
      const slowTimer = setTimeout(() => setPhase('slow'), LOADING_DELAY_MS);
      chunk.load().then(
        (Component) => {
          if (active) setPage({ Component });
        },
        () => {
          // A fast failure must not be overwritten by the loading view appearing afterwards.
          clearTimeout(slowTimer);
          if (active) setPhase('failed');
        },
      );
      return () => {
        active = false;
        clearTimeout(slowTimer);
      };
    }, [page, attempt]);

    if (page) return <page.Component />;
    if (phase === 'failed') {
      return (
        <PageLoadFailed
          onRetry={() => {
            setPhase('waiting');
            setAttempt((count) => count + 1);
          }}
        />
      );
    }
    return phase === 'slow' ? <PageLoading /> : null;
  }
  return LazyPage;
}
