import type { OrderView } from '@tempo/shared';

/** An order as its owner sees it: OrderView's fields only, never the columns used to match it. */
export function ownerView(order: OrderView & { userId?: number; idempotencyKey?: string }): OrderView {
  const { userId: _userId, idempotencyKey: _key, ...view } = order;
  return view;
}
