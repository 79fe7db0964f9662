import { cents } from '@tempo/shared';
import { postLedgerEntries } from '../../ledger';
import type { Db } from '../../platform/db/pool';
import { AppError } from '../../platform/AppError';
import { holidaysForTransfer } from '../savingsCalendarRepo';
import { transferDays } from '../savingsCalendar';
import { insertTransfer } from '../savingsLotsRepo';
import type { SavingsSettings } from '../savingsSettings';
import {
  runSavingsTransfer,
  type SavingsTransferRequest,
  type SavingsTransferResult,
} from './savingsTransfer';

/**
 * Moves `amount` cents from the available balance into savings as a pending lot, confirmed by the
 * roll of the trading day after its day T (savingsCalendar). One ledger transaction: available
 * −amount, savings +amount (`savings_in`). Refused with INSUFFICIENT_BALANCE beyond the available
 * balance.
 */
export function moveIntoSavings(
  db: Db,
  settings: SavingsSettings,
  request: SavingsTransferRequest,
): Promise<SavingsTransferResult> {
  const { userId, amount, now } = request;
  return runSavingsTransfer(db, settings, 'in', request, async ({ tx, before, today }) => {
    if (before.available < amount) throw new AppError('INSUFFICIENT_BALANCE', { field: 'amount' });
    const holidays = await holidaysForTransfer(tx, today);
    const lot = transferDays(now, { timeZone: settings.timeZone, holidays });
    const transferId = await insertTransfer(tx, { userId, direction: 'in', amount, platformDay: today, lot });
    const ref = { type: 'savings_transfer', id: transferId };
    const balances = await postLedgerEntries(tx, [
      { userId, bucket: 'available', kind: 'savings_in', amount: cents(-amount), ref },
      { userId, bucket: 'savings', kind: 'savings_in', amount, ref },
    ]);
    return balances.get(userId)!;
  });
}
