import { cents, maskPhone, type Balances, type Profile } from '@tempo/shared';
import type { ProfileRow } from './usersRepo';

/** The personal center's view of a user; the only shape in which a user's record leaves the server. */
export function presentProfile(
  row: ProfileRow,
  held: Balances,
  pnl: { accountPnl: number; todayPnl: number },
): Profile {
  const balances = { available: held.available, frozen: held.frozen, savings: held.savings, demo: held.demo };
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
    totalAssets: cents(balances.available + balances.frozen + balances.savings),
    accountPnl: pnl.accountPnl,
    todayPnl: pnl.todayPnl,
  };
}
