import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { FundRecordView } from '@tempo/shared';
import { useLiveBalances } from '../../../app/balances';
import { onConnected, onSocketEvent } from '../../../lib/socket';
import { usePagedList, type PagedList } from '../../../lib/usePagedList';
import { fetchFundRecords } from './api';
import { groupOfFilter, type FundRecordFilter } from './fundRecordKinds';
import { mergeNewestPage } from './newestRecords';

/** A burst of balance events (a batch of settlements) reads the first page once, this long after the last, in ms. */
const REFRESH_DELAY_MS = 400;

/** Whether two versions of a record are the same: a record only changes by gaining rows (L13). */
const sameRecord = (shown: FundRecordView, fresh: FundRecordView) =>
  shown.entries.length === fresh.entries.length;

/**
 * The trader's fund records under a filter, newest first, page after page. Every change of a
 * balance (`balance`, `savings:rolled`) and every (re)connection reads the first page again quietly,
 * puts the new records on top and updates those of it that changed (a withdrawal paid or
 * refunded), keeping the pages scrolled so far.
 */
export function useFundRecords(filter: FundRecordFilter): PagedList<FundRecordView> {
  // The socket stays open, and the balance events flowing, while the list is shown.
  useLiveBalances();
  const loadPage = useCallback(
    (cursor: number | null) =>
      fetchFundRecords(groupOfFilter(filter), cursor).then((page) => ({
        items: page.records,
        next: page.nextCursor,
      })),
    [filter],
  );
  const key = `fund-records:${filter}`;
  const list = usePagedList(key, loadPage);
  const { update, reload } = list;

  // What the latest render shows, read when a refresh's answer arrives.
  const shown = useRef({ key, list });
  useLayoutEffect(() => {
    shown.current = { key, list };
  });

  const refresh = useCallback(() => {
    const now = shown.current;
    if (now.list.loading) return; // the first page is on its way already
    if (now.list.failed) return reload();
    fetchFundRecords(groupOfFilter(filter), null).then(
      (page) => {
        const latest = shown.current;
        // A change of filter meanwhile: this page belongs to another list.
        if (latest.key !== now.key || latest.list.loading) return;
        const hasMore = page.nextCursor !== null;
        if (mergeNewestPage(latest.list.items, page.records, hasMore, sameRecord) === null) reload();
        else update((items) => mergeNewestPage(items, page.records, hasMore, sameRecord) ?? items);
      },
      () => undefined, // the next event or reconnection tries again
    );
  }, [filter, reload, update]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, REFRESH_DELAY_MS);
    };
    const stopBalance = onSocketEvent('balance', later);
    // The day roll credits savings earnings without a balance event of its own.
    const stopRolled = onSocketEvent('savings:rolled', later);
    const stopConnected = onConnected(refresh);
    return () => {
      clearTimeout(timer);
      stopBalance();
      stopRolled();
      stopConnected();
    };
  }, [refresh]);

  return list;
}
