import { describe, expect, it } from 'vitest';
import { formatCents, parseAmountToCents } from './money';
import { cents } from './units';

describe('money in cents', () => {
  it('parses typed amounts exactly', () => {
    expect(parseAmountToCents('12.5')).toBe(1250);
    expect(parseAmountToCents('0.01')).toBe(1);
    expect(parseAmountToCents('999999')).toBe(99_999_900);
    expect(parseAmountToCents('0.1')).toBe(10);
    expect(parseAmountToCents(' 7 ')).toBe(700);
  });

  it('refuses what is not a plain amount', () => {
    for (const text of ['', '1.234', '-1', '1e3', 'abc', '1,5', '.5'])
      expect(parseAmountToCents(text)).toBeNull();
  });

  it('formats cents with two decimals and a sign for debits', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123_456)).toBe('1234.56');
    expect(formatCents(-1_050)).toBe('-10.50');
  });

  it('refuses fractions of a cent', () => {
    expect(() => cents(10.5)).toThrow(RangeError);
    expect(cents(10)).toBe(10);
  });
});
