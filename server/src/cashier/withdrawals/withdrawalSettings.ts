// The ops settings that bound withdrawals, and the rules read from them: the fee and the hours.
import type { WithdrawalSettings } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';

const COLUMNS = `fee_fixed AS "feeFixed", fee_bps AS "feeBps", min_amount AS "minAmount",
  max_amount AS "maxAmount", daily_count AS "dailyCount", open_minute AS "openMinute",
  close_minute AS "closeMinute", verification_required AS "verificationRequired",
  dual_approval_above AS "dualApprovalAbove"`;

/** The current withdrawal settings (one row, created by the migration). */
export async function getWithdrawalSettings(db: Queryable): Promise<WithdrawalSettings> {
  const { rows } = await db.query<WithdrawalSettings>(`SELECT ${COLUMNS} FROM withdrawal_settings`);
  return rows[0]!;
}

/** Replaces the settings; returns them as stored. */
export async function saveWithdrawalSettings(
  db: Queryable,
  s: WithdrawalSettings,
): Promise<WithdrawalSettings> {
  const { rows } = await db.query<WithdrawalSettings>(
    `UPDATE withdrawal_settings SET fee_fixed = $1, fee_bps = $2, min_amount = $3, max_amount = $4,
       daily_count = $5, open_minute = $6, close_minute = $7, verification_required = $8,
       dual_approval_above = $9, updated_at = now()
     RETURNING ${COLUMNS}`,
    [
      s.feeFixed,
      s.feeBps,
      s.minAmount,
      s.maxAmount,
      s.dailyCount,
      s.openMinute,
      s.closeMinute,
      s.verificationRequired,
      s.dualApprovalAbove,
    ],
  );
  return rows[0]!;
}

/** The fee in cents of withdrawing `amount` cents: the fixed part plus the basis points, rounded up. */
export function withdrawalFee(
  settings: Pick<WithdrawalSettings, 'feeFixed' | 'feeBps'>,
  amount: number,
): number {
  return settings.feeFixed + Math.ceil((amount * settings.feeBps) / 10_000);
}

/** The minute of the day (0–1439) at `now` in the platform's time zone. */
export function minuteOfDay(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return read('hour') * 60 + read('minute');
}

/**
 * Whether `minute` falls within the allowed hours [open, close). A window may wrap midnight
 * (22:00–02:00); open equal to close means all day.
 */
export function withinWithdrawalHours(
  settings: Pick<WithdrawalSettings, 'openMinute' | 'closeMinute'>,
  minute: number,
): boolean {
  const { openMinute: open, closeMinute: close } = settings;
  if (open === close) return true;
  return open < close ? minute >= open && minute < close : minute >= open || minute < close;
}

/** How many withdrawals the user has requested since the platform day began (every status counts). */
export async function countWithdrawalsToday(
  db: Queryable,
  userId: number,
  timeZone: string,
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM withdrawals
     WHERE user_id = $1 AND created_at >= date_trunc('day', now() AT TIME ZONE $2) AT TIME ZONE $2`,
    [userId, timeZone],
  );
  return rows[0]!.count;
}
