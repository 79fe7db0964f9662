import { describe, expect, it } from 'vitest';
import { pendingLotView, type PendingLotView } from '@tempo/shared';
import { lotsByConfirmDay, newestLot } from './pendingLots';

const lot = (id: number, confirmDay: string): PendingLotView =>
  pendingLotView.parse({
    id,
    amount: 10_000,
    tradeDay: '2025-11-24',
    confirmDay,
    createdAt: 1_764_000_000_000 + id,
  });

describe('the lot a move in created', () => {
  it('is the newest lot of the answer', () => {
    expect(newestLot([lot(7, '2025-11-25'), lot(12, '2025-11-26'), lot(9, '2025-11-25')])?.id).toBe(12);
  });

  it('is none when nothing is pending', () => {
    expect(newestLot([])).toBeNull();
  });
});

describe('pending lots as listed', () => {
  it('come soonest confirmation first, then in the order they were made', () => {
    const lots = [lot(3, '2025-11-26'), lot(5, '2025-11-25'), lot(4, '2025-11-25'), lot(1, '2025-12-01')];
    expect(lotsByConfirmDay(lots).map((each) => each.id)).toEqual([4, 5, 3, 1]);
    // The list given is left as it was.
    expect(lots.map((each) => each.id)).toEqual([3, 5, 4, 1]);
  });
});
