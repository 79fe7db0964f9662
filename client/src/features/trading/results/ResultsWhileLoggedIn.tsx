import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { store } from '../../../app/store';

// Its own chunk, loaded once someone is logged in: the first screen of a visitor does not carry it.
const OrderResults = lazy(() => import('./OrderResults'));

/** Order results on every page while someone is logged in (mounted once, at the root of the app). */
export function ResultsWhileLoggedIn() {
  const { token } = useSnapshot(store);
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <OrderResults key={token} />
    </Suspense>
  );
}
