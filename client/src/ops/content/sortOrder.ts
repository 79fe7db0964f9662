// Moving an item up or down a list ordered by `sortOrder`: the list is numbered afresh in tens,
// and only the items whose number changes are saved.

/** The new sortOrder of each item that changes when the item at `index` moves by `step` (±1). */
export function reordered<T extends { sortOrder: number }>(
  items: readonly T[],
  index: number,
  step: -1 | 1,
): { item: T; sortOrder: number }[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [];
  const order = [...items];
  [order[index], order[target]] = [order[target]!, order[index]!];
  return order
    .map((item, position) => ({ item, sortOrder: (position + 1) * 10 }))
    .filter(({ item, sortOrder }) => item.sortOrder !== sortOrder);
}

/** The sortOrder that puts a new item after every item of the list. */
export function nextSortOrder(items: readonly { sortOrder: number }[]): number {
  return items.reduce((last, item) => Math.max(last, item.sortOrder), 0) + 10;
}

/** The typed place as a number; blank is NaN, so the schema refuses it as it refuses any non-number. */
export function parseSortOrder(typed: string): number {
  return typed.trim() === '' ? Number.NaN : Number(typed);
}
