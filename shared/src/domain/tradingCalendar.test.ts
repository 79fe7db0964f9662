import { describe, expect, it } from 'vitest';
import {
  ALWAYS_OPEN,
  FX_SCHEDULE,
  METALS_SCHEDULE,
  isTradingDay,
  localDateOf,
  marketHours,
  nextTradingDay,
  zonedTimeToEpoch,
  type TradingSchedule,
} from './tradingCalendar';

// January 2026 in New York is EST (UTC−5): Sunday 11th, Friday 16th, Saturday 17th, Sunday 18th.
const utc = (month: number, day: number, hour: number, minute = 0): number =>
  Date.UTC(2026, month - 1, day, hour, minute);
const MS = 1;

/** A savings-style calendar: Shanghai weekdays, with the 2026 Spring Festival week off. */
const WEEKDAYS: TradingSchedule = {
  timezone: 'Asia/Shanghai',
  alwaysOpen: false,
  sessions: [1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '15:00' })),
  holidays: ['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20'],
};

describe('crypto', () => {
  it('is open at every instant with nothing to announce, weekends and listed holidays included', () => {
    const always = { open: true, nextOpenAt: null, nextCloseAt: null };
    expect(marketHours(ALWAYS_OPEN, utc(1, 17, 12))).toEqual(always);
    expect(marketHours(ALWAYS_OPEN, utc(1, 14, 3))).toEqual(always);
    expect(marketHours({ ...ALWAYS_OPEN, holidays: ['2026-01-01'] }, utc(1, 1, 12))).toEqual(always);
  });

  it('counts every day as a trading day', () => {
    expect(isTradingDay(ALWAYS_OPEN, '2026-01-17')).toBe(true);
    expect(nextTradingDay(ALWAYS_OPEN, '2026-01-17')).toBe('2026-01-18');
  });
});

describe('FX hours', () => {
  it('is open mid-week and closes on Friday 17:00 New York, not at midnight', () => {
    expect(marketHours(FX_SCHEDULE, utc(1, 14, 15))).toEqual({
      open: true,
      nextOpenAt: null,
      nextCloseAt: utc(1, 16, 22),
    });
  });

  it('is closed on Saturday and opens on Sunday 17:00 New York (22:00 UTC)', () => {
    expect(marketHours(FX_SCHEDULE, utc(1, 17, 12))).toEqual({
      open: false,
      nextOpenAt: utc(1, 18, 22),
      nextCloseAt: null,
    });
  });

  it('opens at exactly Sunday 17:00:00.000 and not a millisecond earlier', () => {
    const sundayOpen = utc(1, 11, 22);
    expect(marketHours(FX_SCHEDULE, sundayOpen - MS)).toEqual({
      open: false,
      nextOpenAt: sundayOpen,
      nextCloseAt: null,
    });
    expect(marketHours(FX_SCHEDULE, sundayOpen)).toEqual({
      open: true,
      nextOpenAt: null,
      nextCloseAt: utc(1, 16, 22),
    });
  });

  it('is closed at exactly Friday 17:00:00.000 and open a millisecond earlier', () => {
    const fridayClose = utc(1, 16, 22);
    expect(marketHours(FX_SCHEDULE, fridayClose - MS)).toEqual({
      open: true,
      nextOpenAt: null,
      nextCloseAt: fridayClose,
    });
    expect(marketHours(FX_SCHEDULE, fridayClose)).toEqual({
      open: false,
      nextOpenAt: utc(1, 18, 22),
      nextCloseAt: null,
    });
  });

  it('treats touching days as one period: Monday and Tuesday 00:00–24:00 close on Wednesday 00:00', () => {
    const twoDays: TradingSchedule = {
      timezone: 'UTC',
      alwaysOpen: false,
      sessions: [
        { day: 1, open: '00:00', close: '24:00' },
        { day: 2, open: '00:00', close: '24:00' },
      ],
      holidays: [],
    };
    expect(marketHours(twoDays, utc(1, 12, 12))).toEqual({
      open: true,
      nextOpenAt: null,
      nextCloseAt: utc(1, 14, 0),
    });
  });
});

describe('holidays', () => {
  // Monday 19 January 2026 (Martin Luther King Jr. Day).
  const fxWithHoliday: TradingSchedule = { ...FX_SCHEDULE, holidays: ['2026-01-19'] };

  it('end the Sunday session at midnight before a closed Monday', () => {
    expect(marketHours(fxWithHoliday, utc(1, 18, 23))).toEqual({
      open: true,
      nextOpenAt: null,
      nextCloseAt: utc(1, 19, 5),
    });
  });

  it('close the whole weekday and move the next open to the first session after it', () => {
    expect(marketHours(fxWithHoliday, utc(1, 19, 17))).toEqual({
      open: false,
      nextOpenAt: utc(1, 20, 5),
      nextCloseAt: null,
    });
  });

  it('close every session of their date, Sunday evening included', () => {
    const sundayOff: TradingSchedule = { ...FX_SCHEDULE, holidays: ['2026-01-18'] };
    expect(marketHours(sundayOff, utc(1, 17, 12)).nextOpenAt).toBe(utc(1, 19, 5));
  });

  it('leave nextOpenAt null when nothing opens within 30 days', () => {
    const mondays: TradingSchedule = {
      timezone: 'UTC',
      alwaysOpen: false,
      sessions: [{ day: 1, open: '09:00', close: '17:00' }],
      holidays: ['2026-01-12', '2026-01-19', '2026-01-26'],
    };
    const mondayEvening = utc(1, 5, 18);
    // Monday 2 February 09:00 is 27.6 days away: inside the window.
    expect(marketHours(mondays, mondayEvening).nextOpenAt).toBe(utc(2, 2, 9));
    // One more holiday pushes the next open to 9 February, 34.6 days away.
    const longer = { ...mondays, holidays: [...mondays.holidays, '2026-02-02'] };
    expect(marketHours(longer, mondayEvening)).toEqual({ open: false, nextOpenAt: null, nextCloseAt: null });
  });
});

describe('metals hours', () => {
  it('close for the daily break at 17:00 New York and reopen at 18:00', () => {
    expect(marketHours(METALS_SCHEDULE, utc(1, 13, 17))).toEqual({
      open: true,
      nextOpenAt: null,
      nextCloseAt: utc(1, 13, 22),
    });
    expect(marketHours(METALS_SCHEDULE, utc(1, 13, 22, 30))).toEqual({
      open: false,
      nextOpenAt: utc(1, 13, 23),
      nextCloseAt: null,
    });
  });

  it('open on Sunday at 18:00 New York, an hour after FX', () => {
    const sunday1730 = utc(1, 11, 22, 30);
    expect(marketHours(FX_SCHEDULE, sunday1730).open).toBe(true);
    expect(marketHours(METALS_SCHEDULE, sunday1730)).toEqual({
      open: false,
      nextOpenAt: utc(1, 11, 23),
      nextCloseAt: null,
    });
  });

  it('have no break on Friday: the week ends at 17:00 New York', () => {
    expect(marketHours(METALS_SCHEDULE, utc(1, 16, 12)).nextCloseAt).toBe(utc(1, 16, 22));
  });
});

describe('daylight saving in New York', () => {
  // 2026: clocks go forward on Sunday 8 March at 02:00 and back on Sunday 1 November at 02:00.
  it('opens FX at 22:00 UTC before the March change and at 21:00 UTC on the day of it', () => {
    expect(marketHours(FX_SCHEDULE, utc(2, 28, 12)).nextOpenAt).toBe(utc(3, 1, 22));
    expect(marketHours(FX_SCHEDULE, utc(3, 7, 12)).nextOpenAt).toBe(utc(3, 8, 21));
  });

  it('closes FX at 17:00 New York either side of the March change', () => {
    expect(marketHours(FX_SCHEDULE, utc(3, 4, 12)).nextCloseAt).toBe(utc(3, 6, 22));
    expect(marketHours(FX_SCHEDULE, utc(3, 11, 12)).nextCloseAt).toBe(utc(3, 13, 21));
  });

  it('opens FX at 21:00 UTC before the November change and at 22:00 UTC on the day of it', () => {
    expect(marketHours(FX_SCHEDULE, utc(10, 24, 12)).nextOpenAt).toBe(utc(10, 25, 21));
    expect(marketHours(FX_SCHEDULE, utc(10, 31, 12)).nextOpenAt).toBe(utc(11, 1, 22));
  });

  it('is still closed on the November Sunday at 21:30 UTC, which is now 16:30 New York', () => {
    expect(marketHours(FX_SCHEDULE, utc(11, 1, 21, 30))).toEqual({
      open: false,
      nextOpenAt: utc(11, 1, 22),
      nextCloseAt: null,
    });
  });
});

describe('zonedTimeToEpoch', () => {
  it('reads a wall time in the zone, with 24:00 as the next midnight', () => {
    expect(zonedTimeToEpoch('2026-01-16', '17:00', 'America/New_York')).toBe(utc(1, 16, 22));
    expect(zonedTimeToEpoch('2026-01-16', '24:00', 'America/New_York')).toBe(utc(1, 17, 5));
    expect(zonedTimeToEpoch('2026-01-16', '00:00', 'UTC')).toBe(utc(1, 16, 0));
    expect(zonedTimeToEpoch('2026-01-16', '07:00', 'Asia/Ho_Chi_Minh')).toBe(utc(1, 16, 0));
  });

  it('gives the first instant after the jump for a wall time that clocks skip', () => {
    // 02:30 on 8 March does not exist: 01:59:59 EST is followed by 03:00 EDT (07:00 UTC).
    expect(zonedTimeToEpoch('2026-03-08', '02:30', 'America/New_York')).toBe(utc(3, 8, 7));
    expect(zonedTimeToEpoch('2026-03-08', '03:00', 'America/New_York')).toBe(utc(3, 8, 7));
  });

  it('gives the earlier instant for a wall time that happens twice', () => {
    // 01:30 on 1 November happens in EDT (05:30 UTC) and again in EST (06:30 UTC).
    expect(zonedTimeToEpoch('2026-11-01', '01:30', 'America/New_York')).toBe(utc(11, 1, 5, 30));
    expect(zonedTimeToEpoch('2026-11-01', '02:00', 'America/New_York')).toBe(utc(11, 1, 7));
  });

  it('refuses malformed dates, impossible dates and malformed times', () => {
    expect(() => zonedTimeToEpoch('2026-1-16', '17:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedTimeToEpoch('2026-02-30', '17:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedTimeToEpoch('2026-01-16', '24:30', 'UTC')).toThrow(RangeError);
    expect(() => zonedTimeToEpoch('2026-01-16', '9:00', 'UTC')).toThrow(RangeError);
  });
});

describe('localDateOf', () => {
  it('gives Ho Chi Minh City (UTC+7) the next date from 17:00 UTC on', () => {
    const beforeMidnight = utc(1, 1, 17) - MS;
    expect(localDateOf(beforeMidnight, 'UTC')).toBe('2026-01-01');
    expect(localDateOf(beforeMidnight, 'Asia/Ho_Chi_Minh')).toBe('2026-01-01');
    expect(localDateOf(utc(1, 1, 17), 'UTC')).toBe('2026-01-01');
    expect(localDateOf(utc(1, 1, 17), 'Asia/Ho_Chi_Minh')).toBe('2026-01-02');
  });

  it('gives New York the previous date until 05:00 UTC in winter', () => {
    expect(localDateOf(utc(1, 17, 4, 59), 'America/New_York')).toBe('2026-01-16');
    expect(localDateOf(utc(1, 17, 5), 'America/New_York')).toBe('2026-01-17');
  });
});

describe('trading days', () => {
  it('are days with a session that are not holidays', () => {
    expect(isTradingDay(WEEKDAYS, '2026-01-16')).toBe(true);
    expect(isTradingDay(WEEKDAYS, '2026-01-17')).toBe(false);
    expect(isTradingDay(WEEKDAYS, '2026-01-18')).toBe(false);
    expect(isTradingDay(WEEKDAYS, '2026-02-16')).toBe(false);
    // FX trades on Sunday evening, so Sunday counts.
    expect(isTradingDay(FX_SCHEDULE, '2026-01-18')).toBe(true);
    expect(isTradingDay(FX_SCHEDULE, '2026-01-17')).toBe(false);
  });

  it('skip the weekend: after Friday, Saturday and Sunday comes Monday', () => {
    expect(nextTradingDay(WEEKDAYS, '2026-01-16')).toBe('2026-01-19');
    expect(nextTradingDay(WEEKDAYS, '2026-01-17')).toBe('2026-01-19');
    expect(nextTradingDay(WEEKDAYS, '2026-01-18')).toBe('2026-01-19');
  });

  it('are strictly after the given day', () => {
    expect(nextTradingDay(WEEKDAYS, '2026-01-19')).toBe('2026-01-20');
  });

  it('skip a holiday week together with the weekends around it', () => {
    expect(nextTradingDay(WEEKDAYS, '2026-02-13')).toBe('2026-02-23');
    expect(nextTradingDay(WEEKDAYS, '2026-02-17')).toBe('2026-02-23');
  });

  it('run across a month and a year end', () => {
    expect(nextTradingDay(WEEKDAYS, '2026-12-31')).toBe('2027-01-01');
    expect(nextTradingDay(WEEKDAYS, '2027-01-01')).toBe('2027-01-04');
  });

  it('throw when the schedule never trades', () => {
    const never: TradingSchedule = { timezone: 'UTC', alwaysOpen: false, sessions: [], holidays: [] };
    expect(() => nextTradingDay(never, '2026-01-16')).toThrow(RangeError);
    expect(marketHours(never, utc(1, 16, 12))).toEqual({ open: false, nextOpenAt: null, nextCloseAt: null });
  });
});
