import { describe, expect, it } from 'vitest';
import { checkDepositAmount, sanitizeDepositAmount } from './depositAmount';

// 10.00 to 5,000.00
const CHANNEL = { minAmount: 1_000, maxAmount: 500_000 };

describe('deposit amount field', () => {
  it('keeps digits and one dot with two decimals, as typed', () => {
    expect(sanitizeDepositAmount('12a.3.45', CHANNEL)).toBe('12.34');
    expect(sanitizeDepositAmount('100.', CHANNEL)).toBe('100.');
    expect(sanitizeDepositAmount('', CHANNEL)).toBe('');
  });

  it("caps the field at the channel's maximum and turns zero into 1", () => {
    expect(sanitizeDepositAmount('999999', CHANNEL)).toBe('5000');
    expect(sanitizeDepositAmount('0', CHANNEL)).toBe('1');
  });
});

describe('deposit amount against the channel limits', () => {
  it('takes amounts within the limits, both ends included, in cents', () => {
    expect(checkDepositAmount('10', CHANNEL)).toEqual({ ok: true, cents: 1_000 });
    expect(checkDepositAmount('5000.00', CHANNEL)).toEqual({ ok: true, cents: 500_000 });
    expect(checkDepositAmount('123.45', CHANNEL)).toEqual({ ok: true, cents: 12_345 });
    expect(checkDepositAmount('20.', CHANNEL)).toEqual({ ok: true, cents: 2_000 });
  });

  it('refuses amounts below the minimum or above the maximum', () => {
    expect(checkDepositAmount('9.99', CHANNEL)).toEqual({ ok: false, reason: 'BELOW_MIN' });
    expect(checkDepositAmount('5000.01', CHANNEL)).toEqual({ ok: false, reason: 'ABOVE_MAX' });
  });

  it('says an empty or zero field holds no amount', () => {
    for (const text of ['', '0', '0.00', '.'])
      expect(checkDepositAmount(text, CHANNEL)).toEqual({ ok: false, reason: 'EMPTY' });
  });
});
