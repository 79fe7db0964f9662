import { cents, type Cents, type SavingsRollView } from '@tempo/shared';
import { lockBucketHolders, postBatchCredits } from '../../ledger';
import type { Db, DbClient } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { addDays } from '../savingsCalendar';
import { dailyEarnings } from '../savingsEarnings';
import { insertEarnings } from '../savingsEarningsRepo';
import { confirmDueLots, pendingSharesByUser } from '../savingsLotsRepo';
import { savingsRateOn } from '../savingsRatesRepo';
import { claimRollDay, findRoll, recordRoll } from '../savingsRollsRepo';

/**
 * The day roll of `day` (run at 08:00 on it), in one transaction, set-based:
 *  1. credits the earnings of the day before on every user's confirmed shares at that day's rate
 *     (ledger `savings_earnings`, one row per user in savings_earnings); every calendar day earns.
 *     The savers' balance rows are locked first, in user order, so a transfer waits for the roll
 *     (or the roll for it) and the confirmed shares cannot change between reading and paying;
 *  2. confirms every lot whose confirmation day is `day` or earlier;
 *  3. records the day in savings_rolls.
 * The savings_rolls row is claimed first: a day already rolled pays nothing (`ran: false`), and a
 * concurrent run of the same day waits and then finds it taken.
 */
export function rollSavingsDay(db: Db, day: string): Promise<SavingsRollView> {
  return withTransaction(db, async (tx) => {
    if (!(await claimRollDay(tx, day))) {
      const done = await findRoll(tx, day);
      return { ...done!, ran: false };
    }
    const earnings = await creditEarnings(tx, day);
    const confirmedLots = await confirmDueLots(tx, day);
    const roll = { day, confirmedLots, ...earnings };
    await recordRoll(tx, roll);
    return { ...roll, ran: true };
  });
}

async function creditEarnings(
  tx: DbClient,
  day: string,
): Promise<{ earningsUsers: number; earningsTotal: number }> {
  const earnedDay = addDays(day, -1);
  const rate = await savingsRateOn(tx, earnedDay);
  if (rate === 0) return { earningsUsers: 0, earningsTotal: 0 };
  // Locked before the pending lots are read: no transfer of these users can change either meanwhile.
  const holders = await lockBucketHolders(tx, 'savings');
  const pending = await pendingSharesByUser(tx);
  const userIds: number[] = [];
  const amounts: Cents[] = [];
  holders.userIds.forEach((userId, i) => {
    const confirmed = holders.balances[i]! - (pending.get(userId) ?? 0);
    const earned = dailyEarnings(confirmed, rate);
    if (earned > 0) {
      userIds.push(userId);
      amounts.push(cents(earned));
    }
  });
  if (!userIds.length) return { earningsUsers: 0, earningsTotal: 0 };
  await postBatchCredits(tx, {
    bucket: 'savings',
    kind: 'savings_earnings',
    ref: { type: 'savings_roll', id: day },
    userIds,
    amounts,
  });
  await insertEarnings(tx, earnedDay, userIds, amounts);
  return { earningsUsers: userIds.length, earningsTotal: amounts.reduce((sum, amount) => sum + amount, 0) };
}
