import { lazy, Suspense, useState } from 'react';
import { PageErrorBoundary } from '../../lib/PageErrorBoundary';
import { PageLoading } from '../../lib/ui/PageState';

const loadTabs = () =>
  lazy(() => import('./ContentTabs').then((module) => ({ default: module.ContentTabs })));

/**
 * The content section. Its editors and the trader app's renderers (Markdown, home, inbox) load when
 * it is first opened, not with the console; a failed load offers a retry, which loads afresh.
 */
export function ContentPage() {
  return (
    <PageErrorBoundary>
      <LazyTabs />
    </PageErrorBoundary>
  );
}

function LazyTabs() {
  // One loader per mount (the suspense is inside, so this keeps it while the chunk comes): after a
  // failure the retry mounts this again, and the chunk is asked for anew.
  const [ContentTabs] = useState(loadTabs);
  return (
    <Suspense fallback={<PageLoading />}>
      <ContentTabs />
    </Suspense>
  );
}
