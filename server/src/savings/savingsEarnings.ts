import { RATE_SCALE } from '@tempo/shared';

const SCALE = BigInt(RATE_SCALE);

/**
 * A day's earnings in cents on `confirmed` cents at `ratePpb` parts per billion: floored, so the
 * rounding favours the platform by less than a cent. Worked in BigInt: cents times a rate can pass
 * 2^53 long before either does.
 */
export function dailyEarnings(confirmed: number, ratePpb: number): number {
  if (confirmed <= 0 || ratePpb <= 0) return 0;
  return Number((BigInt(confirmed) * BigInt(ratePpb)) / SCALE);
}
