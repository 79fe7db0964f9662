import type { RegisterBody } from '@tempo/shared';
import { openBalances } from '../../ledger';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { hashPassword } from '../../platform/passwords';
import { createOwnOpeningCode } from '../openingCodes';
import { insertUser } from '../usersRepo';
import { checkRegistration } from './checkRegistration';

export interface RegisteredUser {
  id: number;
  account: string;
  openingCode: string;
}

/**
 * Register step 2: creates the user with both passwords hashed, the code they will share, and
 * zero balances, all in one transaction. The inviter is the owner of the code they presented.
 */
export async function registerUser(db: Db, input: RegisterBody): Promise<RegisteredUser> {
  const checked = await checkRegistration(db, input);
  const [passwordHash, transactionPasswordHash] = await Promise.all([
    hashPassword(input.password),
    hashPassword(input.transactionPassword),
  ]);
  try {
    return await withTransaction(db, async (tx) => {
      const id = await insertUser(tx, {
        account: checked.account,
        phone: checked.phone,
        passwordHash,
        transactionPasswordHash,
        inviterId: checked.openingCode.ownerUserId,
        registeredWithCode: checked.openingCode.code,
      });
      const openingCode = await createOwnOpeningCode(tx, id);
      await openBalances(tx, id);
      return { id, account: checked.account, openingCode };
    });
  } catch (error) {
    // Two registrations of one account raced past the check: the unique index decides.
    if ((error as { constraint?: string }).constraint === 'users_account_key') {
      throw new AppError('ACCOUNT_TAKEN', { field: 'account' });
    }
    throw error;
  }
}
