import { DEMO_BALANCE, type Balances } from '@tempo/shared';
import type { DbClient, Queryable } from '../platform/db/pool';
import { postLedgerEntry } from './postLedgerEntry';

/** Opens a new user's balances inside the registration transaction: zero real money, a funded demo. */
export async function openBalances(tx: DbClient, userId: number): Promise<void> {
  await tx.query('INSERT INTO balances (user_id) VALUES ($1)', [userId]);
  await postLedgerEntry(tx, {
    userId,
    bucket: 'demo',
    kind: 'demo_grant',
    amount: DEMO_BALANCE,
    ref: { type: 'user', id: userId },
  });
}

/** A user's balances in cents, or null when the user has none. */
export async function getBalances(db: Queryable, userId: number): Promise<Balances | null> {
  const { rows } = await db.query<Balances>(
    'SELECT available, frozen, savings, demo FROM balances WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}
