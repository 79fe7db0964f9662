import { type Balances, cents, type RequestWithdrawalBody, type WithdrawalView } from '@tempo/shared';
import { assertTransactionPassword, isUserVerified } from '../../../accounts';
import { lockBalances, postLedgerEntries } from '../../../ledger';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/AppError';
import { withIdempotency, type IdempotentRequest } from '../../../platform/idempotency';
import { findWithdrawalAccount } from '../withdrawalAccountsRepo';
import {
  countWithdrawalsToday,
  getWithdrawalSettings,
  minuteOfDay,
  withdrawalFee,
  withinWithdrawalHours,
} from '../withdrawalSettings';
import { presentWithdrawal } from '../presenters';
import { withWithdrawalKey } from '../withdrawalKeys';
import { insertWithdrawal } from '../withdrawalsRepo';

export interface WithdrawalRequest {
  userId: number;
  body: RequestWithdrawalBody;
  /** The client's address, for the transaction password's throttle. */
  ip: string;
  idempotencyKey: string;
}

/**
 * Requests a withdrawal. The transaction password is checked first (throttled, outside the money
 * transaction); then, in one transaction under the user's balance lock (so two requests cannot
 * both pass the daily count), the settings' rules are checked and amount + fee move from available
 * to frozen. A repeat with the same Idempotency-Key, in flight or later, answers the first result,
 * moves nothing and checks no password (withdrawalKeys.ts); that result is stored as JSON, so it
 * is the presented view, not the row.
 */
export async function requestWithdrawal(
  ctx: Pick<AppContext, 'db' | 'redis' | 'config'>,
  request: WithdrawalRequest,
): Promise<{ withdrawal: WithdrawalView; balances: Balances }> {
  const { userId, body } = request;
  const scope = {
    scope: `user:${userId}:withdrawal`,
    key: request.idempotencyKey,
    payload: { amount: body.amount },
  };
  return withWithdrawalKey(ctx, scope, async () => {
    await assertTransactionPassword(ctx, { userId, password: body.transactionPassword, ip: request.ip });
    return freezeWithdrawal(ctx, request, scope);
  });
}

/** The idempotent work of a request whose password was right: the rules, then the freeze. */
function freezeWithdrawal(
  ctx: Pick<AppContext, 'db' | 'config'>,
  { userId, body }: WithdrawalRequest,
  scope: IdempotentRequest,
): Promise<{ withdrawal: WithdrawalView; balances: Balances }> {
  return withIdempotency(ctx.db, scope, async (tx) => {
    const settings = await getWithdrawalSettings(tx);
    const timeZone = ctx.config.PLATFORM_TZ;
    if (!withinWithdrawalHours(settings, minuteOfDay(new Date(), timeZone)))
      throw new AppError('WITHDRAWAL_CLOSED');
    if (body.amount < settings.minAmount || body.amount > settings.maxAmount) {
      throw new AppError('AMOUNT_OUT_OF_RANGE', { field: 'amount' });
    }
    if (settings.verificationRequired && !(await isUserVerified(tx, userId))) {
      throw new AppError('VERIFICATION_REQUIRED');
    }
    const account = await findWithdrawalAccount(tx, userId);
    if (!account) throw new AppError('WITHDRAWAL_ACCOUNT_MISSING');

    const before = (await lockBalances(tx, [userId])).get(userId);
    if (!before) throw new AppError('NOT_FOUND');
    if ((await countWithdrawalsToday(tx, userId, timeZone)) >= settings.dailyCount) {
      throw new AppError('WITHDRAWAL_DAILY_LIMIT');
    }
    const fee = withdrawalFee(settings, body.amount);
    const total = cents(body.amount + fee);
    if (before.available < total) throw new AppError('INSUFFICIENT_BALANCE', { field: 'amount' });

    const above = settings.dualApprovalAbove;
    const withdrawal = await insertWithdrawal(tx, {
      userId,
      amount: body.amount,
      fee,
      account,
      approvalsRequired: above !== null && body.amount > above ? 2 : 1,
    });
    const ref = { type: 'withdrawal', id: withdrawal.id };
    const balances = await postLedgerEntries(tx, [
      { userId, bucket: 'available', kind: 'withdrawal_freeze', amount: cents(-total), ref },
      { userId, bucket: 'frozen', kind: 'withdrawal_freeze', amount: total, ref },
    ]);
    return { withdrawal: presentWithdrawal(withdrawal), balances: balances.get(userId)! };
  });
}
