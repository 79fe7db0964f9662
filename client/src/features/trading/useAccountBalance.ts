import { useSnapshot } from 'valtio';
import type { AccountType } from '@tempo/shared';
import { store } from '../../app/store';

/** The balance (cents) new orders of `account` draw on: available real money or the demo balance; null while unknown. */
export function useAccountBalance(account: AccountType): number | null {
  const { userInfo } = useSnapshot(store);
  const balances = userInfo?.balances;
  if (!balances) return null;
  // A profile stored by an older version may lack the demo balance.
  const balance = account === 'demo' ? balances.demo : balances.available;
  return typeof balance === 'number' ? balance : null;
}
