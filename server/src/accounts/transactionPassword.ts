// The transaction password guards money leaving the account (withdrawals, and changing the
// password itself). Every check goes through here, so every wrong one is counted and throttled like
// a failed login (guessThrottle.ts) and the trader sees how many tries are left.
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/AppError';
import { verifyPassword } from '../platform/passwords';
import { checkGuess } from './guessThrottle';
import { findCredentialsById } from './usersRepo';

export interface TransactionPasswordCheck {
  userId: number;
  password: string;
  /** The client's address. */
  ip: string;
  /** The error a wrong password answers with, and the input field it names. */
  wrong?: { code: 'WRONG_TRANSACTION_PASSWORD' | 'WRONG_OLD_PASSWORD'; field: string };
}

/**
 * Throws unless `password` is the user's transaction password: TOO_MANY_ATTEMPTS while guessing
 * from this address is throttled, else WRONG_TRANSACTION_PASSWORD with the tries left.
 */
export async function assertTransactionPassword(
  ctx: Pick<AppContext, 'db' | 'redis' | 'config'>,
  check: TransactionPasswordCheck,
): Promise<void> {
  const credentials = await findCredentialsById(ctx.db, check.userId);
  if (!credentials) throw new AppError('NOT_LOGGED_IN');
  const outcome = await checkGuess(
    ctx.redis,
    ctx.config,
    { kind: 'transaction', subject: String(check.userId), ip: check.ip },
    () => verifyPassword(credentials.transactionPasswordHash, check.password),
  );
  if (!outcome.right) {
    const { code, field } = check.wrong ?? {
      code: 'WRONG_TRANSACTION_PASSWORD',
      field: 'transactionPassword',
    };
    throw new AppError(code, { field, values: { remaining: outcome.remaining } });
  }
}
