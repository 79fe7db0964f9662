import { describe, expect, it } from 'vitest';
import { allWithdrawable, feeRatePercent, withdrawalFee, withdrawalTotal } from './withdrawalFee';

/** The "All" amount by trying every amount: the reference the fast search must equal. */
function slowestAll(available: number, rule: { feeFixed: number; feeBps: number; maxAmount: number }) {
  let best = 0;
  for (let amount = 1; amount <= rule.maxAmount; amount++) {
    if (withdrawalTotal(amount, rule) <= available) best = amount;
  }
  return best;
}

describe('withdrawalFee', () => {
  it('adds the fixed part to the basis points of the amount, rounded up to the cent', () => {
    expect(withdrawalFee(10_000, { feeFixed: 200, feeBps: 100 })).toBe(300);
    // 1 % of 12 345 cents is 123.45 cents: charged 124.
    expect(withdrawalFee(12_345, { feeFixed: 0, feeBps: 100 })).toBe(124);
    expect(withdrawalFee(12_345, { feeFixed: 50, feeBps: 0 })).toBe(50);
  });

  it('takes the amount and its fee from the balance', () => {
    expect(withdrawalTotal(10_000, { feeFixed: 200, feeBps: 100 })).toBe(10_300);
  });
});

describe('allWithdrawable', () => {
  it('is the largest amount whose amount plus fee fits in the balance', () => {
    const rule = { feeFixed: 200, feeBps: 100, maxAmount: 10_000_000 };
    // 10 300 cents pays 10 000 + (2.00 + 1 %).
    expect(allWithdrawable(10_300, rule)).toBe(10_000);
    expect(withdrawalTotal(allWithdrawable(10_299, rule), rule)).toBeLessThanOrEqual(10_299);
    expect(allWithdrawable(10_299, rule)).toBe(9_999);
  });

  it('is capped at the maximum amount', () => {
    expect(allWithdrawable(1_000_000, { feeFixed: 100, feeBps: 50, maxAmount: 50_000 })).toBe(50_000);
  });

  it('is 0 when the balance does not cover the fixed fee', () => {
    const rule = { feeFixed: 300, feeBps: 100, maxAmount: 10_000 };
    expect(allWithdrawable(300, rule)).toBe(0);
    expect(allWithdrawable(0, rule)).toBe(0);
    expect(allWithdrawable(-5, rule)).toBe(0);
  });

  it('is the whole balance when there is no fee', () => {
    expect(allWithdrawable(12_345, { feeFixed: 0, feeBps: 0, maxAmount: 99_999 })).toBe(12_345);
  });

  it('matches trying every amount, for every balance of a range and several fee rules', () => {
    const rules = [
      { feeFixed: 0, feeBps: 1, maxAmount: 5_000 },
      { feeFixed: 7, feeBps: 33, maxAmount: 5_000 },
      { feeFixed: 100, feeBps: 250, maxAmount: 3_000 },
      { feeFixed: 1, feeBps: 10_000, maxAmount: 5_000 },
    ];
    for (const rule of rules) {
      for (let available = 0; available <= 6_000; available += 37) {
        expect(allWithdrawable(available, rule), `${JSON.stringify(rule)} ${available}`).toBe(
          slowestAll(available, rule),
        );
      }
    }
  });

  it('stays exact for large balances', () => {
    const rule = { feeFixed: 500, feeBps: 15, maxAmount: 99_999_999_900 };
    const available = 12_345_678_901;
    const all = allWithdrawable(available, rule);
    expect(withdrawalTotal(all, rule)).toBeLessThanOrEqual(available);
    expect(withdrawalTotal(all + 1, rule)).toBeGreaterThan(available);
  });
});

describe('feeRatePercent', () => {
  it('writes basis points as a percentage without trailing zeros', () => {
    expect(feeRatePercent(150)).toBe('1.5');
    expect(feeRatePercent(100)).toBe('1');
    expect(feeRatePercent(5)).toBe('0.05');
    expect(feeRatePercent(1_000)).toBe('10');
    expect(feeRatePercent(0)).toBe('0');
  });
});
