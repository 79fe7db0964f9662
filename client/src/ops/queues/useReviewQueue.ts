// One review queue's list: a paged list of the server for the filters on screen, loaded afresh
// whenever the desk hears that an item of this queue changed (or the line was down a while).
import { useEffect } from 'react';
import type { DeskQueue } from '@tempo/shared';
import { usePagedList, type Page, type PagedList } from '../../lib/usePagedList';
import { onDeskChange } from '../desk/deskSocket';

/** `key` names the filters on screen: a new key loads the first page of the new list. */
export function useReviewQueue<T>(
  queue: DeskQueue,
  key: string,
  loadPage: (cursor: number | null) => Promise<Page<T, number>>,
): PagedList<T> {
  const list = usePagedList(key, loadPage);
  const { reload } = list;
  useEffect(
    () =>
      onDeskChange((change) => {
        if (!change || change.queue === queue) reload();
      }),
    [queue, reload],
  );
  return list;
}
