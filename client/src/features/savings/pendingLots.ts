// The pending lots of the savings balance: money moved in and waiting for its confirmation day.
import type { PendingLotView } from '@tempo/shared';

/**
 * The lot a move in created, from the answer of that move: the newest lot (ids grow). A repeated
 * Idempotency-Key gets the first answer again, so a retried move finds its own lot too.
 */
export function newestLot(lots: readonly PendingLotView[]): PendingLotView | null {
  let newest: PendingLotView | null = null;
  for (const lot of lots) {
    if (!newest || lot.id > newest.id) newest = lot;
  }
  return newest;
}

/** The lots in the order they will be confirmed: the soonest first, then the order they came in. */
export function lotsByConfirmDay(lots: readonly PendingLotView[]): PendingLotView[] {
  return [...lots].sort((a, b) => a.confirmDay.localeCompare(b.confirmDay) || a.id - b.id);
}
