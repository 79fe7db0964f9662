import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { store } from '../../../app/store';

// Its own chunk, loaded only for a trader who asked for reality checks.
const RealityCheck = lazy(() => import('./RealityCheck'));

/** The reality check on every page while a trader who chose an interval is logged in. */
export function RealityCheckWhileLoggedIn() {
  const { token, realityCheckMinutes } = useSnapshot(store);
  if (!token || realityCheckMinutes === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck key={`${token}:${realityCheckMinutes}`} minutes={realityCheckMinutes} />
    </Suspense>
  );
}
