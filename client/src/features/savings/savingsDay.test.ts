import { describe, expect, it } from 'vitest';
import { formatSavingsDay, noonUtcOf, timeZoneOffset } from './savingsDay';

describe('a platform day as shown', () => {
  it('names the weekday, day and month in the reader language', () => {
    expect(formatSavingsDay('2025-11-25', 'en')).toBe('Tue, Nov 25');
    expect(formatSavingsDay('2025-11-25', 'en-GB')).toBe('Tue 25 Nov');
    expect(formatSavingsDay('2025-11-25', 'zh-CN')).toBe('11月25日周二');
    expect(formatSavingsDay('2025-11-25', 'vi')).toContain('25');
    expect(formatSavingsDay('2025-11-25', 'vi')).toContain('11');
  });

  it('shows the year in the long style', () => {
    expect(formatSavingsDay('2026-01-01', 'en', 'long')).toBe('Thursday, January 1, 2026');
    expect(formatSavingsDay('2026-01-01', 'zh-CN', 'long')).toBe('2026年1月1日星期四');
  });

  it('keeps the day whatever the time zone: the turn of a year stays on its side', () => {
    // Noon UTC is the same calendar day from UTC-11 to UTC+11; formatting in UTC keeps it exactly.
    const noon = noonUtcOf('2025-12-31');
    expect(noon?.toISOString()).toBe('2025-12-31T12:00:00.000Z');
    expect(formatSavingsDay('2025-12-31', 'en', 'long')).toBe('Wednesday, December 31, 2025');
    expect(formatSavingsDay('2026-01-01', 'en')).toBe('Thu, Jan 1');
  });

  it('shows a malformed or impossible day as it came', () => {
    expect(noonUtcOf('2026-02-30')).toBeNull();
    expect(formatSavingsDay('2026-02-30', 'en')).toBe('2026-02-30');
    expect(formatSavingsDay('25/11/2025', 'en')).toBe('25/11/2025');
    expect(noonUtcOf('2024-02-29')).not.toBeNull();
  });
});

describe('the offset of the platform time zone', () => {
  it('reads as GMT with hours and minutes', () => {
    expect(timeZoneOffset('Asia/Ho_Chi_Minh', 'en')).toBe('GMT+07:00');
    // ICU versions write UTC itself as "GMT" or "GMT+00:00".
    expect(timeZoneOffset('UTC', 'en')).toMatch(/^GMT(\+00:00)?$/);
  });

  it('follows daylight saving at the given instant', () => {
    expect(timeZoneOffset('Europe/Berlin', 'en', new Date('2026-01-15T12:00:00Z'))).toBe('GMT+01:00');
    expect(timeZoneOffset('Europe/Berlin', 'en', new Date('2026-07-15T12:00:00Z'))).toBe('GMT+02:00');
  });

  it('is empty for a zone the device does not know', () => {
    expect(timeZoneOffset('Mars/Olympus_Mons', 'en')).toBe('');
  });
});
