import { cents } from '@tempo/shared';
import { postLedgerEntries } from '../../ledger';
import type { Db } from '../../platform/db/pool';
import { AppError } from '../../platform/AppError';
import { insertTransfer, pendingSharesOf } from '../savingsLotsRepo';
import type { SavingsSettings } from '../savingsSettings';
import {
  runSavingsTransfer,
  type SavingsTransferRequest,
  type SavingsTransferResult,
} from './savingsTransfer';

/**
 * Moves `amount` cents of confirmed shares back to the available balance at once (`savings_out`:
 * savings −amount, available +amount). Pending shares never move out: more than the confirmed
 * shares is refused with SAVINGS_NOT_TRANSFERABLE. The pending sum is read under the balance lock;
 * a roll confirming lots meanwhile only lowers it, so a read that misses it errs on the safe side.
 */
export function moveOutOfSavings(
  db: Db,
  settings: SavingsSettings,
  request: SavingsTransferRequest,
): Promise<SavingsTransferResult> {
  const { userId, amount } = request;
  return runSavingsTransfer(db, settings, 'out', request, async ({ tx, before, today }) => {
    const confirmed = before.savings - (await pendingSharesOf(tx, userId));
    if (amount > confirmed) throw new AppError('SAVINGS_NOT_TRANSFERABLE', { field: 'amount' });
    const transferId = await insertTransfer(tx, { userId, direction: 'out', amount, platformDay: today });
    const ref = { type: 'savings_transfer', id: transferId };
    const balances = await postLedgerEntries(tx, [
      { userId, bucket: 'savings', kind: 'savings_out', amount: cents(-amount), ref },
      { userId, bucket: 'available', kind: 'savings_out', amount, ref },
    ]);
    return balances.get(userId)!;
  });
}
