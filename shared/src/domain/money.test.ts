import { describe, expect, it } from 'vitest';
import {
  convertCents,
  currencyDigits,
  formatCents,
  isCurrencyCode,
  isRate,
  minorUnitsToDecimal,
  parseAmountToCents,
} from './money';
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

describe('an amount at an exchange rate (deposits SPEC D13, D14)', () => {
  it('D14: converts in whole numbers and rounds up to the minor unit only at the end', () => {
    // 12.34 × 25450.5 = 314,059.17 VND: the trader transfers 314,060.
    expect(convertCents(cents(1_234), '25450.5', 0)).toBe(314_060n);
    // Exactly 150.00 × 25,450 = 3,817,500: nothing to round.
    expect(convertCents(cents(15_000), '25450', 0)).toBe(3_817_500n);
    // THB has satang: 150.00 × 36.125 = 5,418.75 THB, 541,875 satang.
    expect(convertCents(cents(15_000), '36.125', 2)).toBe(541_875n);
    // A float would make 0.1 × 3 something else; whole numbers make it 0.30 exactly.
    expect(convertCents(cents(10), '3', 2)).toBe(30n);
    expect(convertCents(cents(1), '0.000001', 0)).toBe(1n);
    expect(convertCents(cents(10_000_000_000), '999999999.999999', 2)).toBe(9_999_999_999_999_990_000n);
  });

  it('D13: takes a rate only as a positive decimal of up to 9 whole digits and 6 decimals', () => {
    for (const rate of ['1', '25450.5', '0.5', '999999999.999999', '16250.000000'])
      expect(isRate(rate), rate).toBe(true);
    for (const rate of ['0', '0.000000', '', '-1', '1e3', '1,5', '01', '.5', '1.', '1.1234567', '1000000000'])
      expect(isRate(rate), rate).toBe(false);
    expect(() => convertCents(cents(100), '0', 0)).toThrow(RangeError);
  });

  it('writes minor units as a plain decimal of the currency', () => {
    expect(minorUnitsToDecimal(3_817_500n, 0)).toBe('3817500');
    expect(minorUnitsToDecimal(541_875, 2)).toBe('5418.75');
    expect(minorUnitsToDecimal(5, 2)).toBe('0.05');
    expect(minorUnitsToDecimal(1_234, 3)).toBe('1.234');
  });

  it('D13: knows ISO 4217 codes and their decimals', () => {
    expect(['VND', 'IDR', 'THB', 'USD'].every(isCurrencyCode)).toBe(true);
    expect(['vnd', 'XYZ', 'VN', 'VNDD', ''].some(isCurrencyCode)).toBe(false);
    expect([currencyDigits('VND'), currencyDigits('THB'), currencyDigits('JPY')]).toEqual([0, 2, 0]);
  });
});
