import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { identityPromptState } from './identityPrompt';

// Its passkey half rides in with the dialog's chunk, fetched the first time a protected action asks.
const IdentityPromptDialog = lazy(() =>
  import('./IdentityPromptDialog').then((module) => ({ default: module.IdentityPromptDialog })),
);

/** Mounted once by the app: the "confirm it's you" dialog, while a protected action waits for it. */
export function IdentityPromptWhenAsked() {
  const { need } = useSnapshot(identityPromptState);
  if (!need) return null;
  return (
    <Suspense fallback={null}>
      <IdentityPromptDialog />
    </Suspense>
  );
}
