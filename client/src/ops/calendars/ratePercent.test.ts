import { describe, expect, it } from 'vitest';
import { annualPercent, dailyPercent, MAX_DAILY_RATE_PPB, ppbOfDailyPercent } from './ratePercent';

describe('the savings rate in percent', () => {
  it('shows a daily rate in ppb as an exact daily and annual percentage', () => {
    expect(dailyPercent(100_000)).toBe('0.0100');
    expect(annualPercent(100_000)).toBe('3.65');
    // One ppb is the smallest step: nothing is rounded away.
    expect(dailyPercent(1)).toBe('0.0000001');
    expect(annualPercent(1)).toBe('0.0000365');
    expect(dailyPercent(123_457)).toBe('0.0123457');
    expect(annualPercent(123_457)).toBe('4.5061805');
    expect(dailyPercent(0)).toBe('0.0000');
    expect(annualPercent(0)).toBe('0.00');
    expect(dailyPercent(MAX_DAILY_RATE_PPB)).toBe('1.0000');
    expect(annualPercent(MAX_DAILY_RATE_PPB)).toBe('365.00');
  });

  it('reads a typed daily percentage as whole ppb, with either decimal sign', () => {
    expect(ppbOfDailyPercent('0.01')).toBe(100_000);
    expect(ppbOfDailyPercent('0,015')).toBe(150_000);
    expect(ppbOfDailyPercent(' 0.0000001 ')).toBe(1);
    expect(ppbOfDailyPercent('1')).toBe(MAX_DAILY_RATE_PPB);
    expect(ppbOfDailyPercent('0')).toBe(0);
    // What it reads, it shows again unchanged.
    for (const typed of ['0.0123457', '0.3', '0.0001']) {
      expect(Number(dailyPercent(ppbOfDailyPercent(typed)!))).toBe(Number(typed));
    }
  });

  it('refuses what the server would not take or a ppb could not hold', () => {
    for (const typed of ['', '.5', '0.00000001', '1.0000001', '2', '-0.01', '1e-3', '0.01%', 'abc']) {
      expect(ppbOfDailyPercent(typed), typed).toBeNull();
    }
  });
});
