import { useEffect } from 'react';
import type { SavingsRules } from '@tempo/shared';
import { onSocketEvent } from '../../lib/socket';
import { useLoaded, type Loaded } from '../../lib/useLoaded';
import { fetchSavingsRules } from './api';

/**
 * The numbers of the savings rules, loaded on mount; loaded again quietly after a day roll, when
 * the rate of the new day and the coming holidays may have changed (only if the socket is open
 * already). A failure of that reload keeps the rules on screen.
 */
export function useSavingsRules(): { state: Loaded<SavingsRules>; retry: () => void } {
  const { state, reload, refresh } = useLoaded(fetchSavingsRules);
  useEffect(() => onSocketEvent('savings:rolled', refresh), [refresh]);
  return { state, retry: reload };
}
