import type { WithdrawalAccountBody } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';

/** A bound withdrawal account, as stored. */
export type WithdrawalAccount = WithdrawalAccountBody;

/** The user's withdrawal account, or null when none is bound. */
export async function findWithdrawalAccount(
  db: Queryable,
  userId: number,
): Promise<WithdrawalAccount | null> {
  const { rows } = await db.query<{ details: WithdrawalAccount }>(
    'SELECT details FROM withdrawal_accounts WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.details ?? null;
}

/** Binds the account unless one is bound already; false when it was. */
export async function insertWithdrawalAccount(
  db: Queryable,
  userId: number,
  account: WithdrawalAccount,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO withdrawal_accounts (user_id, kind, details) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, account.kind, JSON.stringify(account)],
  );
  return rowCount === 1;
}

/** Binds or replaces the account (ops only); returns the one it replaced, or null. */
export async function replaceWithdrawalAccount(
  db: Queryable,
  userId: number,
  account: WithdrawalAccount,
): Promise<WithdrawalAccount | null> {
  const before = await db.query<{ details: WithdrawalAccount }>(
    'SELECT details FROM withdrawal_accounts WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  await db.query(
    `INSERT INTO withdrawal_accounts (user_id, kind, details) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET kind = EXCLUDED.kind, details = EXCLUDED.details, updated_at = now()`,
    [userId, account.kind, JSON.stringify(account)],
  );
  return before.rows[0]?.details ?? null;
}
