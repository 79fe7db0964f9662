import { describe, expect, it } from 'vitest';
import {
  allAmount,
  amountCents,
  checkAmount,
  coversMinimum,
  maxWhole,
  profitIfRight,
  quickAmount,
  QUICK_AMOUNTS,
  sanitizeAmount,
} from './amountRules';

// 1.00 to 999,999.00, as the e2e test's 5-second option; and a small one, 10.00 to 200.00.
const WIDE = { minAmount: 100, maxAmount: 99_999_900 };
const SMALL = { minAmount: 1_000, maxAmount: 20_000 };

describe('amount rules (SPEC §5)', () => {
  it('caps the field at the option maximum in whole currency', () => {
    expect(maxWhole(WIDE)).toBe(999_999);
    expect(maxWhole({ minAmount: 1, maxAmount: 12_345 })).toBe(123);
    expect(sanitizeAmount('5000', SMALL)).toBe('200');
  });

  it('keeps digits and one dot, two decimals, and makes zero or less 1', () => {
    expect(sanitizeAmount('1a2.3.45', WIDE)).toBe('12.34');
    expect(sanitizeAmount('0', WIDE)).toBe('1');
    expect(sanitizeAmount('0.00', WIDE)).toBe('1');
    expect(sanitizeAmount('12.', WIDE)).toBe('12.');
    expect(sanitizeAmount('', WIDE)).toBe('');
  });

  it('puts a quick amount in the field, capped at the maximum', () => {
    expect(QUICK_AMOUNTS).toEqual([10, 50, 100, 500]);
    expect(quickAmount(50, WIDE)).toBe('50');
    expect(quickAmount(500, SMALL)).toBe('200');
  });

  it('"All" is the whole balance, to the cent', () => {
    expect(allAmount(123_456, WIDE)).toBe('1234.56');
    expect(allAmount(100_000, WIDE)).toBe('1000.00');
  });

  it('"All" is capped at the maximum', () => {
    expect(allAmount(5_000_000, SMALL)).toBe('200.00');
    expect(allAmount(999_999_999_999, WIDE)).toBe('999999.00');
  });

  it('"All" of a balance below the minimum fills in nothing, not the zero rule\'s 1', () => {
    expect(allAmount(0, WIDE)).toBeNull();
    expect(allAmount(999, SMALL)).toBeNull();
    expect(allAmount(1_000, SMALL)).toBe('10.00');
  });

  it('reads the stake in cents', () => {
    expect(amountCents('12.5')).toBe(1_250);
    expect(amountCents('12.')).toBe(1_200);
    expect(amountCents('')).toBeNull();
    expect(amountCents('0')).toBeNull();
  });

  it('checks range and balance before sending, naming the limit missed', () => {
    expect(checkAmount('', SMALL, 50_000)).toEqual({ ok: false, reason: 'EMPTY' });
    expect(checkAmount('9.99', SMALL, 50_000)).toEqual({ ok: false, reason: 'BELOW_MIN' });
    expect(checkAmount('200.01', SMALL, 50_000)).toEqual({ ok: false, reason: 'ABOVE_MAX' });
    expect(checkAmount('150', SMALL, 10_000)).toEqual({ ok: false, reason: 'INSUFFICIENT_BALANCE' });
    expect(checkAmount('150', SMALL, null)).toEqual({ ok: true, cents: 15_000 });
    expect(checkAmount('10', WIDE, 100_000)).toEqual({ ok: true, cents: 1_000 });
  });

  it('tells whether the balance pays for the smallest stake (unknown counts as yes)', () => {
    expect(coversMinimum(999, SMALL)).toBe(false);
    expect(coversMinimum(1_000, SMALL)).toBe(true);
    expect(coversMinimum(null, SMALL)).toBe(true);
  });

  it("earns the payout rate's share of the stake on top of it, rounded down to the cent", () => {
    expect(profitIfRight(1_000, 8_000)).toBe(800);
    expect(profitIfRight(1_001, 8_750)).toBe(875);
  });
});
