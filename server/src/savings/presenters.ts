import { epochMs, type PendingLotView } from '@tempo/shared';
import type { PendingLotRow } from './savingsLotsRepo';

/** A pending lot as its owner sees it: amount in cents, its days, creation in epoch ms. */
export function presentPendingLot(row: PendingLotRow): PendingLotView {
  return {
    id: row.id,
    amount: row.amount,
    tradeDay: row.tradeDay,
    confirmDay: row.confirmDay,
    createdAt: epochMs(row.createdAt.getTime()),
  };
}
