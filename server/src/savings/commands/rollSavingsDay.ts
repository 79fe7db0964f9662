import type { SavingsRollView } from '@tempo/shared';
import { postBatchCredits } from '../../ledger';
import type { Db, DbClient } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { addDays } from '../savingsCalendar';
import { savingsRateOn } from '../savingsRatesRepo';
import { claimRollDay, findRoll, recordRoll } from '../savingsRollsRepo';

// The earnings of one day for every user at once: confirmed shares (the savings bucket less the
// pending lots) times the rate, floored to the cent, so rounding favours the platform by less
// than a cent per user and day. Users earning less than a cent get nothing that day.
const EARNINGS_SQL = `
  WITH pending AS (
    SELECT user_id, sum(amount) AS amount FROM savings_lots WHERE confirmed_at IS NULL GROUP BY user_id
  ),
  earned AS (
    SELECT b.user_id,
           floor((b.savings - coalesce(p.amount, 0))::numeric * $1 / 1000000000)::bigint AS amount
    FROM balances b LEFT JOIN pending p USING (user_id)
    WHERE b.savings > 0
  )
  SELECT coalesce(array_agg(user_id ORDER BY user_id), '{}') AS "userIds",
         coalesce(array_agg(amount ORDER BY user_id), '{}') AS amounts
  FROM earned WHERE amount > 0`;

/**
 * The day roll of `day` (run at 08:00 on it), in one transaction, set-based:
 *  1. credits the earnings of the day before on every user's confirmed shares at that day's rate
 *     (ledger `savings_earnings`, one row per user in savings_earnings); every calendar day earns;
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
    const confirmed = await tx.query(
      `UPDATE savings_lots SET confirmed_at = now()
       WHERE confirmed_at IS NULL AND confirm_day <= $1::date`,
      [day],
    );
    const roll = { day, confirmedLots: confirmed.rowCount ?? 0, ...earnings };
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
  // bigint arrays arrive as strings: the amounts are cents, far below 2^53.
  const { rows } = await tx.query<{ userIds: string[]; amounts: string[] }>(EARNINGS_SQL, [rate]);
  const userIds = rows[0]!.userIds.map(Number);
  const amounts = rows[0]!.amounts.map(Number);
  if (!userIds.length) return { earningsUsers: 0, earningsTotal: 0 };
  await postBatchCredits(tx, {
    bucket: 'savings',
    kind: 'savings_earnings',
    ref: { type: 'savings_roll', id: day },
    userIds,
    amounts,
  });
  await tx.query(
    `INSERT INTO savings_earnings (user_id, day, amount)
     SELECT user_id, $3::date, amount FROM unnest($1::bigint[], $2::bigint[]) AS e (user_id, amount)`,
    [userIds, amounts, earnedDay],
  );
  return { earningsUsers: userIds.length, earningsTotal: amounts.reduce((sum, amount) => sum + amount, 0) };
}
