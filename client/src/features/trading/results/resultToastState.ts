// The result toast: the orders whose results it shows now. A result arriving while it is up joins
// it (several read as one summary) and keeps it up; it hides on its own after a while, unless the
// trader is reading it (pointer or focus on it).
import { proxy } from 'valtio';
import type { OrderView } from '@tempo/shared';

/** How long the toast stays up after its newest result, in ms. */
const VISIBLE_MS = 6_000;

export const resultToast = proxy({ orders: [] as OrderView[], key: 0 });

let hideTimer: ReturnType<typeof setTimeout> | undefined;

export function showResult(order: OrderView): void {
  if (resultToast.orders.some((shown) => shown.id === order.id)) return;
  if (resultToast.orders.length === 0) resultToast.key += 1;
  resultToast.orders.push(order);
  scheduleHide();
}

export function dismissResultToast(): void {
  clearTimeout(hideTimer);
  resultToast.orders = [];
}

/** The trader is reading the toast: it stays until they are done. */
export function holdResultToast(): void {
  clearTimeout(hideTimer);
}

export function releaseResultToast(): void {
  if (resultToast.orders.length > 0) scheduleHide();
}

function scheduleHide(): void {
  clearTimeout(hideTimer);
  hideTimer = setTimeout(dismissResultToast, VISIBLE_MS);
}
