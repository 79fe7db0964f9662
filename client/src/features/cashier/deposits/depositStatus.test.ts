import { describe, expect, it } from 'vitest';
import type { DepositView } from '@tempo/shared';
import { applyDepositUpdate, depositPillClass, parseDepositFilter, statusOfFilter } from './depositStatus';

function deposit(id: number, status: DepositView['status']): DepositView {
  return {
    id,
    channelId: 1,
    channelNames: { vi: 'Ngân hàng' },
    reference: null,
    conversion: null,
    amount: 10_000,
    status,
    instructions: { kind: 'bank', bankName: 'B', branchName: '', accountName: 'A', accountNumber: '1' },
    txHash: null,
    proofUploadId: null,
    rejectReason: status === 'rejected' ? 'No money arrived' : null,
    createdAt: 1_700_000_000_000,
    reviewedAt: status === 'pending' ? null : 1_700_000_100_000,
  };
}

describe('deposit status', () => {
  it('colours the pill of each status', () => {
    expect(depositPillClass('pending')).toBe('status-pill status-pending');
    expect(depositPillClass('confirmed')).toBe('status-pill status-success');
    expect(depositPillClass('rejected')).toBe('status-pill status-failed');
  });

  it('reads the filter of the query, every deposit when it names none', () => {
    expect(parseDepositFilter('rejected')).toBe('rejected');
    expect(parseDepositFilter(null)).toBe('all');
    expect(parseDepositFilter('paid')).toBe('all');
    expect(statusOfFilter('all')).toBeUndefined();
    expect(statusOfFilter('pending')).toBe('pending');
  });
});

describe('a live update of a deposit in the list', () => {
  const rows = [deposit(3, 'pending'), deposit(2, 'pending'), deposit(1, 'confirmed')];

  it('replaces the row in place when every deposit shows', () => {
    const next = applyDepositUpdate(rows, deposit(2, 'rejected'), 'all');
    expect(next.map((row) => [row.id, row.status])).toEqual([
      [3, 'pending'],
      [2, 'rejected'],
      [1, 'confirmed'],
    ]);
    expect(next[1]!.rejectReason).toBe('No money arrived');
  });

  it('puts a new deposit first', () => {
    expect(applyDepositUpdate(rows, deposit(4, 'pending'), 'all').map((row) => row.id)).toEqual([4, 3, 2, 1]);
  });

  it('takes a row out of a filter it no longer belongs to', () => {
    const next = applyDepositUpdate(rows, deposit(3, 'confirmed'), 'pending');
    expect(next.map((row) => row.id)).toEqual([2, 1]);
  });

  it('leaves the list alone for a deposit of another status that it does not hold', () => {
    expect(applyDepositUpdate(rows, deposit(9, 'rejected'), 'pending')).toEqual(rows);
  });
});
