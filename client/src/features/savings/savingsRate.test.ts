import { describe, expect, it } from 'vitest';
import { annualRatePercent, dailyRatePercent, ppbToPercentText } from './savingsRate';

describe('daily rate in percent', () => {
  it('reads 100,000 ppb as 0.0100 %', () => {
    expect(dailyRatePercent(100_000)).toBe('0.0100');
  });

  it('shows four decimals, exact where the rate has no more', () => {
    expect(dailyRatePercent(0)).toBe('0.0000');
    expect(dailyRatePercent(1_000)).toBe('0.0001');
    expect(dailyRatePercent(123_000)).toBe('0.0123');
    expect(dailyRatePercent(10_000_000)).toBe('1.0000');
    expect(dailyRatePercent(1_000_000_000)).toBe('100.0000');
  });

  it('rounds half up below the fourth decimal', () => {
    expect(dailyRatePercent(123_456)).toBe('0.0123');
    expect(dailyRatePercent(123_500)).toBe('0.0124');
    expect(dailyRatePercent(499)).toBe('0.0000');
    expect(dailyRatePercent(500)).toBe('0.0001');
    expect(dailyRatePercent(9_999_999)).toBe('1.0000');
  });
});

describe('annual rate in percent', () => {
  it('is 365 times the daily rate: 100,000 ppb a day is 3.65 %', () => {
    expect(annualRatePercent(100_000)).toBe('3.65');
    expect(annualRatePercent(0)).toBe('0.00');
  });

  it('rounds the exact annual figure, not the rounded daily one', () => {
    // 123,456 ppb × 365 = 45,061,440 ppb = 4.506144 %
    expect(annualRatePercent(123_456)).toBe('4.51');
    // 54,794 ppb × 365 = 19,999,810 ppb = 1.999981 %
    expect(annualRatePercent(54_794)).toBe('2.00');
    // Where a float would print 0.1 + 0.2 noise: 0.03 % a day × 365 = 10.95 %.
    expect(annualRatePercent(300_000)).toBe('10.95');
  });

  it('copes with the largest rate ops may set (10,000,000 ppb a day)', () => {
    expect(annualRatePercent(10_000_000)).toBe('365.00');
  });
});

describe('ppb to percent text', () => {
  it('keeps the sign of a negative rate and shows no minus zero', () => {
    expect(ppbToPercentText(-100_000, 4)).toBe('-0.0100');
    expect(ppbToPercentText(-1, 4)).toBe('0.0000');
  });

  it('rounds to whole percents when asked for no decimals', () => {
    expect(ppbToPercentText(15_000_000, 0)).toBe('2');
  });

  it('refuses what is not a whole number of ppb', () => {
    expect(() => ppbToPercentText(0.5, 4)).toThrow(RangeError);
  });
});
