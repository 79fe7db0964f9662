// The savings rate as ops set it: a daily percentage typed with up to 7 decimals is a whole number
// of parts per billion (1 ppb = 0.0000001 %), so what ops type, what the server stores and the
// annual figure beside it (365 times the daily rate) are all exact: integer maths, no float.
import { savingsRateBody } from '@tempo/shared';
import { DAYS_PER_YEAR, ppbToPercentText } from '../../features/savings/savingsRate';

/** Decimals of a percentage that one ppb fills: 1 ppb is 1e-7 %. */
const PPB_DECIMALS = 7;
const PPB_PER_PERCENT = 10 ** PPB_DECIMALS;

/** The highest daily rate the server takes, in ppb. */
export const MAX_DAILY_RATE_PPB = 10_000_000;

/**
 * `ppb` as a percentage, exact, without trailing zeros past `minDecimals`:
 * (100,000, 4) → "0.01" is shown as "0.0100"; (123, 4) → "0.0000123".
 */
export function exactPercent(ppb: number, minDecimals: number): string {
  const text = ppbToPercentText(ppb, PPB_DECIMALS);
  const [whole, fraction = ''] = text.split('.');
  let kept = fraction;
  while (kept.length > minDecimals && kept.endsWith('0')) kept = kept.slice(0, -1);
  return kept ? `${whole}.${kept}` : whole!;
}

/** The daily rate in percent, exact, with at least 4 decimals: 100,000 ppb → "0.0100". */
export function dailyPercent(dailyRatePpb: number): string {
  return exactPercent(dailyRatePpb, 4);
}

/** The annual rate, 365 times the daily one, exact, with at least 2 decimals: 100,000 ppb → "3.65". */
export function annualPercent(dailyRatePpb: number): string {
  return exactPercent(dailyRatePpb * DAYS_PER_YEAR, 2);
}

/**
 * The daily rate typed as a percentage ("0.01", "0,015") in ppb; null unless it has at most 7
 * decimals and the server would take it (0 to MAX_DAILY_RATE_PPB).
 */
export function ppbOfDailyPercent(typed: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,7}))?$/.exec(typed.trim());
  if (!match) return null;
  const ppb = Number(match[1]) * PPB_PER_PERCENT + Number((match[2] ?? '').padEnd(PPB_DECIMALS, '0'));
  return savingsRateBody.shape.dailyRatePpb.safeParse(ppb).success ? ppb : null;
}
