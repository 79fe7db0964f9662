// The savings calendar as a table: an instant of a move in (platform time, Asia/Ho_Chi_Minh),
// the listed holidays, and the day T and confirmation day it must give.
import { zonedTimeToEpoch } from '@tempo/shared';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, lastDueRollDay, transferDays, type SavingsCalendar } from './savingsCalendar';

const TZ = 'Asia/Ho_Chi_Minh';

/** The instant a wall clock in the platform's zone shows 'YYYY-MM-DD HH:MM'. */
const at = (local: string) => {
  const [day, time] = local.split(' ') as [string, string];
  return new Date(zonedTimeToEpoch(day, time, TZ));
};

const calendar = (...holidays: string[]): SavingsCalendar => ({ timeZone: TZ, holidays: new Set(holidays) });

// Tết 2026: Monday 16 to Friday 20 February.
const TET = ['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20'];

describe('SV1, SV2: the savings calendar', () => {
  it.each([
    // 2026-03-02 is a Monday.
    ['Monday 07:59, before the cut-off', '2026-03-02 07:59', [], '2026-03-02', '2026-03-03'],
    ['Monday 08:00, at the cut-off', '2026-03-02 08:00', [], '2026-03-03', '2026-03-04'],
    ['Monday 00:00', '2026-03-02 00:00', [], '2026-03-02', '2026-03-03'],
    ['Monday 23:59', '2026-03-02 23:59', [], '2026-03-03', '2026-03-04'],
    ['Friday 07:30, confirmed after the weekend', '2026-03-06 07:30', [], '2026-03-06', '2026-03-09'],
    ['Friday 09:00, after the cut-off', '2026-03-06 09:00', [], '2026-03-09', '2026-03-10'],
    ['Saturday 06:00', '2026-03-07 06:00', [], '2026-03-09', '2026-03-10'],
    ['Sunday 10:00', '2026-03-08 10:00', [], '2026-03-09', '2026-03-10'],
    ['Sunday 23:59', '2026-03-08 23:59', [], '2026-03-09', '2026-03-10'],
    ['a holiday between T and confirmation', '2026-03-02 07:00', ['2026-03-03'], '2026-03-02', '2026-03-04'],
    [
      'a holiday the day after, past the cut-off',
      '2026-03-02 09:00',
      ['2026-03-03'],
      '2026-03-04',
      '2026-03-05',
    ],
    ['on a holiday before the cut-off', '2026-03-03 07:00', ['2026-03-03'], '2026-03-04', '2026-03-05'],
    [
      'a holiday on Monday after a Friday transfer',
      '2026-03-06 09:00',
      ['2026-03-09'],
      '2026-03-10',
      '2026-03-11',
    ],
    ['a week of holidays after Friday', '2026-02-13 09:00', TET, '2026-02-23', '2026-02-24'],
    ['a week of holidays between T and confirmation', '2026-02-12 10:00', TET, '2026-02-13', '2026-02-23'],
    ['inside a week of holidays', '2026-02-18 07:00', TET, '2026-02-23', '2026-02-24'],
    ['the last day of the year, before the cut-off', '2026-12-31 07:00', [], '2026-12-31', '2027-01-01'],
    [
      'the last day of the year, New Year listed',
      '2026-12-31 07:00',
      ['2027-01-01'],
      '2026-12-31',
      '2027-01-04',
    ],
    [
      'the last day of the year, after the cut-off',
      '2026-12-31 09:00',
      ['2027-01-01'],
      '2027-01-04',
      '2027-01-05',
    ],
    [
      'New Year’s Eve a Thursday, the year turning mid-window',
      '2026-12-30 10:00',
      ['2027-01-01'],
      '2026-12-31',
      '2027-01-04',
    ],
  ])('%s: %s → T %s…', (_name, local, holidays, tradeDay, confirmDay) => {
    expect(transferDays(at(local), calendar(...holidays))).toEqual({ tradeDay, confirmDay });
  });

  it('reads the day in the platform’s zone, not in UTC', () => {
    // Sunday 23:30 UTC is Monday 06:30 in Ho Chi Minh City: before Monday's cut-off.
    expect(transferDays(new Date('2026-03-01T23:30:00Z'), calendar())).toEqual({
      tradeDay: '2026-03-02',
      confirmDay: '2026-03-03',
    });
    // Monday 01:00 UTC is 08:00 local: past the cut-off.
    expect(transferDays(new Date('2026-03-02T01:00:00Z'), calendar())).toEqual({
      tradeDay: '2026-03-03',
      confirmDay: '2026-03-04',
    });
  });

  it('the roll of a day is due from its 08:00 on', () => {
    expect(lastDueRollDay(at('2026-03-02 07:59'), TZ)).toBe('2026-03-01');
    expect(lastDueRollDay(at('2026-03-02 08:00'), TZ)).toBe('2026-03-02');
    expect(lastDueRollDay(at('2027-01-01 07:00'), TZ)).toBe('2026-12-31');
  });

  it('counts calendar days across a leap day and a year', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-12-25', '2027-01-08')).toBe(14);
    expect(daysBetween('2027-01-08', '2026-12-25')).toBe(-14);
  });
});
