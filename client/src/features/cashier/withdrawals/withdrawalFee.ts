// The fee of a withdrawal and the "All" amount, in integer cents, computed as the server computes
// them (server: cashier/withdrawals/withdrawalSettings.ts withdrawalFee), so the figures the trader
// confirms are the ones frozen.

/** The parts of the quote the fee depends on: a fixed part in cents plus basis points of the amount. */
export interface FeeRule {
  feeFixed: number;
  feeBps: number;
}

/** The fee of withdrawing `amount` cents: feeFixed + ceil(amount × feeBps / 10 000), in cents. */
export function withdrawalFee(amount: number, rule: FeeRule): number {
  return rule.feeFixed + Math.ceil((amount * rule.feeBps) / 10_000);
}

/** What leaves the available balance for a withdrawal of `amount` cents: the amount plus its fee. */
export function withdrawalTotal(amount: number, rule: FeeRule): number {
  return amount + withdrawalFee(amount, rule);
}

/**
 * "All": the largest amount in cents whose amount + fee fits in `available` cents, capped at
 * `maxAmount`; 0 when not even the fixed fee fits. The total grows with the amount, so this starts
 * from the estimate available / (1 + rate) and steps to the exact boundary.
 */
export function allWithdrawable(available: number, rule: FeeRule & { maxAmount: number }): number {
  const fits = (amount: number) => withdrawalTotal(amount, rule) <= available;
  if (available <= rule.feeFixed) return 0;
  const estimate = Math.floor((available - rule.feeFixed) / (1 + rule.feeBps / 10_000));
  let amount = Math.max(0, Math.min(rule.maxAmount, estimate));
  while (amount > 0 && !fits(amount)) amount--;
  while (amount < rule.maxAmount && fits(amount + 1)) amount++;
  return amount;
}

/** The rate part of the fee as a percentage for reading: 150 bps → "1.5", 100 → "1", 5 → "0.05". */
export function feeRatePercent(feeBps: number): string {
  const whole = Math.trunc(feeBps / 100);
  const fraction = String(feeBps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
