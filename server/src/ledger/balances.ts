import { type Balances, type Cents, DEMO_BALANCE } from '@tempo/shared';
import type { DbClient, Queryable } from '../platform/db/pool';
import { postLedgerEntries } from './postLedgerEntries';
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

/** The balances in cents of each of `userIds` that has any, by user id (no lock taken). */
export async function getBalancesOf(
  db: Queryable,
  userIds: readonly number[],
): Promise<Map<number, Balances>> {
  const { rows } = await db.query<Balances & { userId: number }>(
    'SELECT user_id AS "userId", available, frozen, savings, demo FROM balances WHERE user_id = ANY($1)',
    [[...new Set(userIds)]],
  );
  return new Map(rows.map(({ userId, ...balances }) => [userId, balances]));
}

/**
 * Opens balances for many users at once, each funded with `amount` cents of available money by
 * an `adjustment` entry citing `ref` (the set-up of benchmarks and bulk tests; no demo grant).
 * Must run inside the caller's transaction.
 */
export async function openFundedBalances(
  tx: DbClient,
  userIds: readonly number[],
  amount: Cents,
  ref: { type: string; id: string | number },
): Promise<void> {
  await tx.query('INSERT INTO balances (user_id) SELECT unnest($1::bigint[])', [userIds]);
  await postLedgerEntries(
    tx,
    userIds.map((userId) => ({ userId, bucket: 'available', kind: 'adjustment', amount, ref })),
  );
}
