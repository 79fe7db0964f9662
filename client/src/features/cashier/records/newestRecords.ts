// A quiet refresh of a newest-first list: the first page read again and merged over what is shown,
// so a balance change adds its rows on top, and updates the rows it changed, without losing the
// pages scrolled so far.

/**
 * What is shown after a fresh first page (newest first) arrives: the rows newer than the newest
 * shown, on top of what is shown, and each shown row the fresh page has in another version
 * (`same` says it is not) replaced by it — the same array when nothing is new or changed, so
 * nothing re-renders. Null when the fresh page does not reach what is shown — more new rows than a
 * page — so the list must be loaded afresh instead of leaving a gap.
 */
export function mergeNewestPage<T extends { id: number }>(
  shown: T[],
  fresh: T[],
  freshHasMore: boolean,
  same: (shown: T, fresh: T) => boolean = () => true,
): T[] | null {
  const newest = shown[0]?.id;
  if (newest === undefined) return freshHasMore ? null : fresh.length ? fresh : shown;
  const reaches = !freshHasMore || fresh.some((item) => item.id <= newest);
  if (!reaches) return null;
  const newer = fresh.filter((item) => item.id > newest);
  const changed = new Map(fresh.filter((item) => item.id <= newest).map((item) => [item.id, item] as const));
  let replaced = false;
  const kept = shown.map((item) => {
    const update = changed.get(item.id);
    if (!update || same(item, update)) return item;
    replaced = true;
    return update;
  });
  if (!newer.length && !replaced) return shown;
  return [...newer, ...(replaced ? kept : shown)];
}
