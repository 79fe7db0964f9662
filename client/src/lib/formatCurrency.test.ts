import { describe, expect, it } from 'vitest';
import { currencyName, formatCurrencyAmount, formatRate } from './formatCurrency';

/** Intl puts a no-break space between a figure and its code: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('an amount and a rate in another currency (deposits SPEC D13, D14)', () => {
  it('writes minor units as the language writes money in that currency', () => {
    expect(plain(formatCurrencyAmount(3_817_575, 'VND', 0, 'vi-VN'))).toBe('3.817.575 ₫');
    expect(formatCurrencyAmount(3_817_575, 'VND', 0, 'en-US')).toBe('₫3,817,575');
    expect(formatCurrencyAmount(541_875, 'THB', 2, 'th-TH')).toBe('฿5,418.75');
    expect(plain(formatCurrencyAmount(243_750_000, 'IDR', 0, 'id-ID'))).toBe('Rp 243.750.000');
  });

  it('is exact beyond a float’s digits', () => {
    expect(formatCurrencyAmount(9_007_199_254_740_993n, 'VND', 0, 'en-US')).toBe('₫9,007,199,254,740,993');
  });

  it('writes both sides of a rate with the language’s digits and the codes where it puts them', () => {
    const rate = (...args: Parameters<typeof formatRate>) => {
      const { base, quote } = formatRate(...args);
      return { base: plain(base), quote: plain(quote) };
    };
    expect(rate('25450.5', 'VND', 'vi-VN')).toEqual({ base: '1 USD', quote: '25.450,5 VND' });
    expect(rate('25450.5', 'VND', 'en-US')).toEqual({ base: 'USD 1', quote: 'VND 25,450.5' });
    expect(rate('36.125', 'THB', 'de-DE')).toEqual({ base: '1 USD', quote: '36,125 THB' });
  });

  it('names the currency in the language', () => {
    expect(currencyName('VND', 'vi-VN')).toBe('Đồng Việt Nam');
    expect(currencyName('THB', 'en-US')).toBe('Thai Baht');
  });
});
