import type { WithdrawalAccountBody } from '@tempo/shared';
import { userExists } from '../../../accounts';
import { writeAuditLog, type Actor } from '../../../audit';
import type { Db } from '../../../platform/db/pool';
import { withTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/AppError';
import { maskAccount } from '../presenters';
import { replaceWithdrawalAccount, type WithdrawalAccount } from '../withdrawalAccountsRepo';
import { assertValidAccount } from './bindWithdrawalAccount';

/**
 * Binds or replaces a trader's withdrawal account on behalf of customer service. The audit entry
 * records the old and new accounts masked (account numbers stay out of the log); withdrawals
 * already requested keep the account they were requested to.
 */
export async function changeWithdrawalAccount(
  db: Db,
  actor: Actor,
  userId: number,
  account: WithdrawalAccountBody,
): Promise<WithdrawalAccount> {
  assertValidAccount(account);
  return withTransaction(db, async (tx) => {
    if (!(await userExists(tx, userId))) throw new AppError('NOT_FOUND');
    const before = await replaceWithdrawalAccount(tx, userId, account);
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: 'withdrawal_account.change',
      target: { type: 'user', id: userId },
      details: { before: before && maskAccount(before), after: maskAccount(account) },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return account;
  });
}
