import { describe, expect, it } from 'vitest';
import { periodWindow } from './limitPeriods';

const iso = (ms: number) => new Date(ms).toISOString();

describe('L1: the periods limits count over', () => {
  // Saturday 2026-11-28 03:00 in Ho Chi Minh City (UTC+7) is Friday 20:00 UTC.
  const at = Date.parse('2026-11-27T20:00:00Z');

  it('a day runs from local midnight to the next', () => {
    const day = periodWindow('day', at, 'Asia/Ho_Chi_Minh');
    expect([iso(day.start), iso(day.end)]).toEqual(['2026-11-27T17:00:00.000Z', '2026-11-28T17:00:00.000Z']);
  });

  it('a week runs from Monday to Monday, on the local date, not the UTC one', () => {
    const week = periodWindow('week', at, 'Asia/Ho_Chi_Minh');
    expect([iso(week.start), iso(week.end)]).toEqual([
      '2026-11-22T17:00:00.000Z',
      '2026-11-29T17:00:00.000Z',
    ]);
    // A Monday's own first instant begins its week.
    const monday = periodWindow('week', week.start, 'Asia/Ho_Chi_Minh');
    expect(monday.start).toBe(week.start);
  });

  it('a month runs from the 1st to the 1st, across the year end', () => {
    const month = periodWindow('month', at, 'Asia/Ho_Chi_Minh');
    expect([iso(month.start), iso(month.end)]).toEqual([
      '2026-10-31T17:00:00.000Z',
      '2026-11-30T17:00:00.000Z',
    ]);
    const december = periodWindow('month', Date.parse('2026-12-15T00:00:00Z'), 'Asia/Ho_Chi_Minh');
    expect(iso(december.end)).toBe('2026-12-31T17:00:00.000Z');
  });

  it('a day over a change of clocks is 23 or 25 hours long', () => {
    const spring = periodWindow('day', Date.parse('2026-03-29T12:00:00Z'), 'Europe/Berlin');
    expect((spring.end - spring.start) / 3_600_000).toBe(23);
    const autumn = periodWindow('day', Date.parse('2026-10-25T12:00:00Z'), 'Europe/Berlin');
    expect((autumn.end - autumn.start) / 3_600_000).toBe(25);
  });
});
