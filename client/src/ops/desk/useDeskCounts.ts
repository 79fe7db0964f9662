// How many items wait in each queue, fetched again whenever the desk hears of a change.
import { useEffect, useState } from 'react';
import { routes, type DeskCounts } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { onDeskChange } from './deskSocket';

export function useDeskCounts(): DeskCounts | null {
  const [counts, setCounts] = useState<DeskCounts | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      call(routes.desk.counts, { quiet: true, hideLoading: true })
        .then((next) => live && setCounts(next))
        .catch(() => undefined);
    void load();
    const stop = onDeskChange(() => void load());
    return () => {
      live = false;
      stop();
    };
  }, []);
  return counts;
}
