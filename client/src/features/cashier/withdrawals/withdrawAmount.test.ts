import { describe, expect, it } from 'vitest';
import { allAmountText, amountCents, checkWithdrawAmount, sanitizeWithdrawAmount } from './withdrawAmount';

const rules = { feeFixed: 200, feeBps: 100, minAmount: 5_000, maxAmount: 1_000_000 };

describe('the withdraw amount field', () => {
  it('keeps digits and one dot, two decimals, and caps at the maximum in whole currency', () => {
    expect(sanitizeWithdrawAmount('12a.345', rules)).toBe('12.34');
    expect(sanitizeWithdrawAmount('1.2.3', rules)).toBe('1.23');
    expect(sanitizeWithdrawAmount('25000', rules)).toBe('10000');
    expect(sanitizeWithdrawAmount('0', rules)).toBe('1');
  });

  it('reads the field in cents, "12." as 12', () => {
    expect(amountCents('12.5')).toBe(1_250);
    expect(amountCents('12.')).toBe(1_200);
    expect(amountCents('')).toBeNull();
    expect(amountCents('0.00')).toBeNull();
  });

  it('fills "All" with the most that can leave the balance with its fee', () => {
    expect(allAmountText(10_300, rules)).toBe('100.00');
    expect(allAmountText(10_299, rules)).toBe('99.99');
    expect(allAmountText(150, rules)).toBe('');
    expect(allAmountText(5_000_000, rules)).toBe('10000.00');
  });

  it('accepts an amount within the limits whose total fits in the balance', () => {
    expect(checkWithdrawAmount('100', rules, 10_300)).toEqual({ ok: true, cents: 10_000 });
  });

  it('says what is wrong with any other amount', () => {
    expect(checkWithdrawAmount('', rules, 10_300)).toEqual({ ok: false, problem: 'EMPTY' });
    expect(checkWithdrawAmount('49.99', rules, 10_300)).toEqual({ ok: false, problem: 'BELOW_MIN' });
    expect(checkWithdrawAmount('10000.01', rules, 9_999_999)).toEqual({ ok: false, problem: 'ABOVE_MAX' });
    // 100.00 needs 103.00 with its fee.
    expect(checkWithdrawAmount('100', rules, 10_299)).toEqual({
      ok: false,
      problem: 'INSUFFICIENT_BALANCE',
    });
  });
});
