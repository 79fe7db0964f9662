// A quiet refresh of a newest-first list: the first page read again and merged over what is shown,
// so a balance change adds its rows on top without losing the pages scrolled so far.

/**
 * What is shown after a fresh first page (newest first) arrives: the rows newer than the newest
 * shown, on top of what is shown (the same array when none is new, so nothing re-renders). Null
 * when the fresh page does not reach what is shown — more new rows than a page — so the list
 * must be loaded afresh instead of leaving a gap.
 */
export function mergeNewestPage<T extends { id: number }>(
  shown: T[],
  fresh: T[],
  freshHasMore: boolean,
): T[] | null {
  const newest = shown[0]?.id;
  if (newest === undefined) return freshHasMore ? null : fresh.length ? fresh : shown;
  const reaches = !freshHasMore || fresh.some((item) => item.id <= newest);
  if (!reaches) return null;
  const newer = fresh.filter((item) => item.id > newest);
  return newer.length ? [...newer, ...shown] : shown;
}
