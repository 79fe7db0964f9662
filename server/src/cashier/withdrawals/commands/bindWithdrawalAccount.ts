import type { WithdrawalAccountBody } from '@tempo/shared';
import type { Queryable } from '../../../platform/db/pool';
import { AppError } from '../../../platform/AppError';
import { isValidWalletAddress } from '../walletAddress';
import { insertWithdrawalAccount, type WithdrawalAccount } from '../withdrawalAccountsRepo';

/** Throws INVALID_WALLET_ADDRESS unless a coin address passes its network's checksum. */
export function assertValidAccount(account: WithdrawalAccountBody): void {
  if (account.kind === 'coin' && !isValidWalletAddress(account.network, account.address)) {
    throw new AppError('INVALID_WALLET_ADDRESS', { field: 'address' });
  }
}

/**
 * Binds the trader's withdrawal account, once: a second bind answers WITHDRAWAL_ACCOUNT_LOCKED
 * (changing where money goes is customer service's job, so a stolen session cannot redirect it).
 */
export async function bindWithdrawalAccount(
  db: Queryable,
  userId: number,
  account: WithdrawalAccountBody,
): Promise<WithdrawalAccount> {
  assertValidAccount(account);
  if (!(await insertWithdrawalAccount(db, userId, account))) throw new AppError('WITHDRAWAL_ACCOUNT_LOCKED');
  return account;
}
