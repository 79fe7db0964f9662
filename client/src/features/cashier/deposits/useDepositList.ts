import { useCallback } from 'react';
import type { DepositView } from '@tempo/shared';
import { usePagedList, type PagedList } from '../../../lib/usePagedList';
import { fetchDeposits } from './api';
import { applyDepositUpdate, statusOfFilter, type DepositFilter } from './depositStatus';
import { useDepositEvents } from './useDepositEvents';

/**
 * The trader's deposits under a status filter, newest first, page after page; each row follows
 * its deposit live and the list is loaded again after a reconnect.
 */
export function useDepositList(filter: DepositFilter): PagedList<DepositView> {
  const loadPage = useCallback(
    (cursor: number | null) =>
      fetchDeposits(statusOfFilter(filter), cursor).then((page) => ({
        items: page.deposits,
        next: page.nextCursor,
      })),
    [filter],
  );
  const list = usePagedList(`deposits:${filter}`, loadPage);
  const { update, reload } = list;

  useDepositEvents((deposit) => update((items) => applyDepositUpdate(items, deposit, filter)), reload);
  return list;
}
