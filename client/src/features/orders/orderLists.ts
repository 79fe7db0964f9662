// The order lists of the orders page, newest first (by id, as the server pages them), kept current
// by live events: pure functions over the loaded part of a list.
import type { OrderView } from '@tempo/shared';

/**
 * `list` with `order` added, or replacing its older copy, in id order. An order older than the
 * last one loaded while more pages exist is left out: it arrives with its page.
 */
export function upsertOrder(list: readonly OrderView[], order: OrderView, hasMore: boolean): OrderView[] {
  const without = list.filter((known) => known.id !== order.id);
  const last = without.at(-1);
  if (hasMore && last && order.id < last.id && without.length === list.length) return [...list];
  const index = without.findIndex((known) => known.id < order.id);
  if (index === -1) return [...without, order];
  return [...without.slice(0, index), order, ...without.slice(index)];
}

/** `list` without the order `id`. */
export function removeOrder(list: readonly OrderView[], id: number): OrderView[] {
  return list.filter((order) => order.id !== id);
}

/** `list` followed by the next page, without an order twice (one may have arrived live meanwhile). */
export function appendPage(list: readonly OrderView[], page: readonly OrderView[]): OrderView[] {
  const known = new Set(list.map((order) => order.id));
  return [...list, ...page.filter((order) => !known.has(order.id))];
}
