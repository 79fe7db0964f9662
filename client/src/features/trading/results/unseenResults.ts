// Results the trader has not looked at yet: orders that settled while no closing dialog showed them
// (on another page, in the background, or while the connection was down). The badges of the orders
// page and the personal center count them; opening the closed list of an account marks that
// account's results seen. Kept apart from the socket wiring so that the badges cost the first
// screen nothing.
import { proxy, useSnapshot } from 'valtio';
import type { AccountType } from '@tempo/shared';

export const unseenResults = proxy({ byId: {} as Record<number, AccountType> });

export function addUnseenResult(id: number, account: AccountType): void {
  unseenResults.byId[id] = account;
}

/** The trader opened the closed orders of `account`: every result of it is seen. */
export function markResultsSeen(account: AccountType): void {
  for (const [id, owner] of Object.entries(unseenResults.byId)) {
    if (owner === account) delete unseenResults.byId[Number(id)];
  }
}

export function forgetUnseenResults(): void {
  unseenResults.byId = {};
}

/** How many results are unseen, of one account or of both. */
export function useUnseenResultCount(account?: AccountType): number {
  const { byId } = useSnapshot(unseenResults);
  return Object.values(byId).filter((owner) => account === undefined || owner === account).length;
}
