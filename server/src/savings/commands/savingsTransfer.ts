// What a move in and a move out share: the idempotency key, the minimum, the per-day count taken
// under the user's balance lock, and the answer (the new summary and balances).
import type { Balances, Cents, SavingsSummary } from '@tempo/shared';
import { lockBalances } from '../../ledger';
import type { Db, DbClient } from '../../platform/db/pool';
import { AppError } from '../../platform/AppError';
import { withIdempotency } from '../../platform/idempotency';
import { platformDay } from '../savingsCalendar';
import { countTransfersOn } from '../savingsLotsRepo';
import type { SavingsSettings } from '../savingsSettings';
import { readSavingsSummary } from '../savingsSummary';

export interface SavingsTransferRequest {
  userId: number;
  /** Cents to move. */
  amount: Cents;
  idempotencyKey: string;
  /** The instant of the transfer: its platform day and, moving in, its lot's days. */
  now: Date;
}

export interface SavingsTransferResult {
  summary: SavingsSummary;
  balances: Balances;
}

/** What the direction-specific step gets: the locked balances and the transfer's platform day. */
export interface TransferStep {
  tx: DbClient;
  before: Balances;
  today: string;
}

/**
 * Runs a transfer in one transaction: refuses an amount under the minimum, locks the user's
 * balance row (so concurrent transfers count and check one after another), refuses past the
 * per-day count, then lets `step` check the balance and move the money. A repeat of the key
 * answers the first result, a refusal included, and moves nothing.
 */
export function runSavingsTransfer(
  db: Db,
  settings: SavingsSettings,
  direction: 'in' | 'out',
  request: SavingsTransferRequest,
  step: (context: TransferStep) => Promise<Balances>,
): Promise<SavingsTransferResult> {
  const { userId, amount, now } = request;
  const scope = {
    scope: `user:${userId}:savings-${direction}`,
    key: request.idempotencyKey,
    payload: { amount },
  };
  return withIdempotency(db, scope, async (tx) => {
    if (amount < settings.minTransfer) throw new AppError('SAVINGS_AMOUNT_TOO_SMALL', { field: 'amount' });
    const before = (await lockBalances(tx, [userId])).get(userId);
    if (!before) throw new AppError('NOT_FOUND');
    const today = platformDay(now, settings.timeZone);
    if ((await countTransfersOn(tx, userId, today)) >= settings.transfersPerDay) {
      throw new AppError('SAVINGS_DAILY_LIMIT');
    }
    const balances = await step({ tx, before, today });
    return { summary: await readSavingsSummary(tx, settings, userId, now), balances };
  });
}
