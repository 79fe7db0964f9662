import { useCallback, useEffect, useState } from 'react';
import type { SecondFactorView } from '@tempo/shared';
import { fetchSecondFactor } from './api';

/**
 * The trader's second factor as the security screen shows it: loading (undefined), failed (null),
 * or the view. A reload keeps the view on screen until the new one comes, so a sheet open over it
 * (the recovery codes) stays.
 */
export function useSecondFactor() {
  const [view, setView] = useState<SecondFactorView | null | undefined>(undefined);
  const reload = useCallback(() => {
    fetchSecondFactor().then(setView, () => setView((current) => current ?? null));
  }, []);
  const retry = useCallback(() => {
    setView(undefined);
    reload();
  }, [reload]);
  useEffect(reload, [reload]);
  return { view, setView, reload, retry };
}
