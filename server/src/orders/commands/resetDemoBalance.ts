import { type Balances, cents, DEMO_BALANCE } from '@tempo/shared';
import { getBalances, lockBalances, postLedgerEntry } from '../../ledger';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';

/** Puts the user's demo balance back to 10,000.00, ledgered as the difference. */
export async function resetDemoBalance(db: Db, userId: number): Promise<Balances> {
  return withTransaction(db, async (tx) => {
    const locked = await lockBalances(tx, [userId]);
    const difference = cents(DEMO_BALANCE - locked.get(userId)!.demo);
    if (difference !== 0) {
      await postLedgerEntry(tx, {
        userId,
        bucket: 'demo',
        kind: 'demo_reset',
        amount: difference,
        ref: { type: 'user', id: userId },
      });
    }
    return (await getBalances(tx, userId))!;
  });
}
