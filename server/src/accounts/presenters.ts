import { maskPhone, type Profile } from '@tempo/shared';
import type { ProfileRow } from './usersRepo';

/** The personal center's view of a user; the only shape in which a user's record leaves the server. */
export function presentProfile(row: ProfileRow): Profile {
  const balances = { available: row.available, frozen: row.frozen, savings: row.savings };
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    phoneMasked: maskPhone(row.phone),
    openingCode: row.openingCode,
    creditScore: row.creditScore,
    verified: row.verified,
    level: 'General User',
    balances,
    totalAssets: balances.available + balances.frozen + balances.savings,
    // Trading results arrive with the orders domain; until then there is no profit or loss.
    accountPnl: 0,
    todayPnl: 0,
  };
}
