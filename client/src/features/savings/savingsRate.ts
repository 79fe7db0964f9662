// The savings rate as the trader reads it. The server keeps a daily rate in parts per billion of
// the confirmed shares (RATE_SCALE = 1e9 per day): 100,000 ppb is 0.0100 % a day, and the annual
// figure is 365 times the daily one. Integer maths only, so what is shown never carries a float's
// rounding noise.
import { RATE_SCALE } from '@tempo/shared';

/** Days in the year the annual figure counts. */
export const DAYS_PER_YEAR = 365;

/** Decimals of the daily rate in percent: 0.0100 %. */
export const DAILY_DECIMALS = 4;
/** Decimals of the annual rate in percent: 3.65 %. */
export const ANNUAL_DECIMALS = 2;

/**
 * `ppb` parts per billion as a percentage with `decimals` decimals, rounded half up ("0.0100").
 * Exact: a percent is RATE_SCALE / 100 ppb, and every step is a whole-number division.
 */
export function ppbToPercentText(ppb: number, decimals: number): string {
  if (!Number.isSafeInteger(ppb)) throw new RangeError(`Not a whole number of ppb: ${ppb}`);
  const sign = ppb < 0 ? '-' : '';
  const unit = 10 ** decimals;
  // ppb per shown unit (one 10^-decimals of a percent); decimals above 7 would go below 1 ppb.
  const perUnit = RATE_SCALE / 100 / unit;
  if (!Number.isInteger(perUnit)) throw new RangeError(`Too many decimals for ppb: ${decimals}`);
  const abs = Math.abs(ppb);
  const remainder = abs % perUnit;
  const units = (abs - remainder) / perUnit + (remainder * 2 >= perUnit ? 1 : 0);
  const fraction = units % unit;
  const whole = (units - fraction) / unit;
  const shown = units === 0 ? '' : sign;
  return decimals === 0 ? `${shown}${whole}` : `${shown}${whole}.${String(fraction).padStart(decimals, '0')}`;
}

/** The daily rate in percent: 100,000 ppb → "0.0100". */
export function dailyRatePercent(dailyRatePpb: number): string {
  return ppbToPercentText(dailyRatePpb, DAILY_DECIMALS);
}

/** The annual rate in percent, 365 times the daily rate (simple, not compounded): 100,000 ppb → "3.65". */
export function annualRatePercent(dailyRatePpb: number): string {
  return ppbToPercentText(dailyRatePpb * DAYS_PER_YEAR, ANNUAL_DECIMALS);
}
