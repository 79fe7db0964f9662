import type { Balances } from '@tempo/shared';
import type { DbClient, Queryable } from '../platform/db/pool';

/** Opens the zero balances of a new user, inside the registration transaction. */
export async function openBalances(tx: DbClient, userId: number): Promise<void> {
  await tx.query('INSERT INTO balances (user_id) VALUES ($1)', [userId]);
}

/** A user's balances in cents, or null when the user has none. */
export async function getBalances(db: Queryable, userId: number): Promise<Balances | null> {
  const { rows } = await db.query<Balances>(
    'SELECT available, frozen, savings FROM balances WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}
