// Market hours from a weekly schedule kept in the market's own time zone, so a session stays at
// 17:00 New York through daylight saving. Zones are read with Intl.DateTimeFormat alone, which the
// server and the browser both have. All instants are epoch milliseconds.

/** A weekly session in the schedule's own time zone; day 0 = Sunday … 6 = Saturday; times 'HH:MM', close may be '24:00'. */
export interface WeeklySession {
  day: number;
  open: string;
  close: string;
}

export interface TradingSchedule {
  /** IANA zone, e.g. 'America/New_York', 'UTC'. */
  timezone: string;
  /** Empty list with alwaysOpen true = 24/7 (crypto). */
  alwaysOpen: boolean;
  sessions: WeeklySession[];
  /** Whole local days (YYYY-MM-DD in the schedule's zone) when the market stays closed. */
  holidays: string[];
}

export interface MarketHours {
  open: boolean;
  /** epoch ms, null when open or alwaysOpen */
  nextOpenAt: number | null;
  /** epoch ms when an open market closes next, null for alwaysOpen */
  nextCloseAt: number | null;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How far ahead marketHours looks for the next open or close, in days. */
const LOOKAHEAD_DAYS = 30;

const session = (day: number, open: string, close: string): WeeklySession => ({ day, open, close });
const MONDAY_TO_THURSDAY = [1, 2, 3, 4];

/** FX: Sunday 17:00 to Friday 17:00 New York without a break. Holidays come from the catalogue. */
export const FX_SCHEDULE: TradingSchedule = {
  timezone: 'America/New_York',
  alwaysOpen: false,
  sessions: [
    session(0, '17:00', '24:00'),
    ...MONDAY_TO_THURSDAY.map((day) => session(day, '00:00', '24:00')),
    session(5, '00:00', '17:00'),
  ],
  holidays: [],
};

/** Metals: like FX, but opening Sunday 18:00 and pausing 17:00–18:00 New York Monday to Thursday. */
export const METALS_SCHEDULE: TradingSchedule = {
  timezone: 'America/New_York',
  alwaysOpen: false,
  sessions: [
    session(0, '18:00', '24:00'),
    ...MONDAY_TO_THURSDAY.flatMap((day) => [session(day, '00:00', '17:00'), session(day, '18:00', '24:00')]),
    session(5, '00:00', '17:00'),
  ],
  holidays: [],
};

/** Crypto: open every instant; holidays do not apply. */
export const ALWAYS_OPEN: TradingSchedule = { timezone: 'UTC', alwaysOpen: true, sessions: [], holidays: [] };

/** Whether the market is open at `now` (epoch ms), and the next open or close within 30 days. */
export function marketHours(schedule: TradingSchedule, now: number): MarketHours {
  if (schedule.alwaysOpen) return { open: true, nextOpenAt: null, nextCloseAt: null };
  const horizon = now + LOOKAHEAD_DAYS * DAY_MS;
  // End of the continuous open period that holds `now`, once one is found.
  let openUntil: number | null = null;
  for (const { start, end } of openIntervals(schedule, localDateOf(now, schedule.timezone))) {
    if (end <= now) continue;
    if (openUntil === null) {
      if (start > now) return { open: false, nextOpenAt: start <= horizon ? start : null, nextCloseAt: null };
      openUntil = end;
    } else if (start > openUntil) {
      break;
    } else {
      openUntil = Math.max(openUntil, end);
    }
    // Open for longer than we look ahead: no close worth announcing.
    if (openUntil > horizon) return { open: true, nextOpenAt: null, nextCloseAt: null };
  }
  if (openUntil === null) return { open: false, nextOpenAt: null, nextCloseAt: null };
  return { open: true, nextOpenAt: null, nextCloseAt: openUntil };
}

/** Whether `localDate` (YYYY-MM-DD in the schedule's zone) has a session and is not a holiday. */
export function isTradingDay(schedule: TradingSchedule, localDate: string): boolean {
  // Parsed first, so a malformed date throws whatever the schedule.
  const weekday = new Date(dateToUtcMs(localDate)).getUTCDay();
  if (schedule.alwaysOpen) return true;
  if (schedule.holidays.includes(localDate)) return false;
  return schedule.sessions.some((s) => s.day === weekday && s.open < s.close);
}

/** The first trading day strictly after `localDate` (YYYY-MM-DD); throws RangeError if the schedule never trades. */
export function nextTradingDay(schedule: TradingSchedule, localDate: string): string {
  // A weekday with a session recurs every 7 days and each holiday can take out only one of them.
  const limit = 7 * (schedule.holidays.length + 1);
  for (let day = 1; day <= limit; day++) {
    const candidate = addDays(localDate, day);
    if (isTradingDay(schedule, candidate)) return candidate;
  }
  throw new RangeError(`No trading day after ${localDate} in ${schedule.timezone}`);
}

/** The local date ('YYYY-MM-DD') in `timezone` at `ts` (epoch ms). */
export function localDateOf(ts: number, timezone: string): string {
  return utcMsToDate(wallClockAt(ts, timezone));
}

/**
 * The instant (epoch ms) a wall clock in `timezone` shows `time` ('HH:MM', '24:00' = next day 00:00)
 * on `localDate`. A time skipped by a jump forward gives the first instant after the jump; a time that
 * happens twice when clocks go back gives the earlier one.
 */
export function zonedTimeToEpoch(localDate: string, time: string, timezone: string): number {
  const wall = dateToUtcMs(localDate) + timeToMinutes(time) * MINUTE_MS;
  // Any transition near `wall` lies between these two offsets (zones change at most once a day).
  const offsetBefore = offsetAt(wall - DAY_MS, timezone);
  const offsetAfter = offsetAt(wall + DAY_MS, timezone);
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter(
    (t) => wallClockAt(t, timezone) === wall,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  return firstInstantWithNewOffset(wall - offsetAfter, wall - offsetBefore, offsetBefore, timezone);
}

/** Open intervals (epoch ms, end exclusive) of each day from `fromDate` on, in time order, holidays left out. */
function* openIntervals(
  schedule: TradingSchedule,
  fromDate: string,
): Generator<{ start: number; end: number }> {
  const holidays = new Set(schedule.holidays);
  const byWeekday = Array.from({ length: 7 }, (_, day) =>
    schedule.sessions.filter((s) => s.day === day).sort((a, b) => a.open.localeCompare(b.open)),
  );
  // Two days past the lookahead: `now` can sit late in fromDate, and a DST hour moves the horizon.
  for (let offset = 0; offset <= LOOKAHEAD_DAYS + 2; offset++) {
    const date = addDays(fromDate, offset);
    if (holidays.has(date)) continue;
    for (const s of byWeekday[new Date(dateToUtcMs(date)).getUTCDay()] ?? []) {
      const start = zonedTimeToEpoch(date, s.open, schedule.timezone);
      const end = zonedTimeToEpoch(date, s.close, schedule.timezone);
      // A session inside a skipped hour has no instants at all.
      if (start < end) yield { start, end };
    }
  }
}

/**
 * In a gap, `before` still reads the old offset and `after` the new one; the jump is the first
 * millisecond reading the new offset. Zones change on whole seconds, so this ends in about 22 steps.
 */
function firstInstantWithNewOffset(
  before: number,
  after: number,
  oldOffset: number,
  timezone: string,
): number {
  let lo = Math.min(before, after);
  let hi = Math.max(before, after);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetAt(mid, timezone) === oldOffset) lo = mid;
    else hi = mid;
  }
  return hi;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    // h23, because some engines print midnight as hour 24 under hour12: false.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** What a wall clock in `timezone` shows at `ts`, to the second, written as the epoch ms of that reading in UTC. */
function wallClockAt(ts: number, timezone: string): number {
  const parts = formatterFor(timezone).formatToParts(ts);
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}

/** How far `timezone` runs ahead of UTC at `ts`, in milliseconds. */
function offsetAt(ts: number, timezone: string): number {
  return wallClockAt(ts, timezone) - Math.floor(ts / 1000) * 1000;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

/** Midnight UTC of a 'YYYY-MM-DD' date in epoch ms: calendar arithmetic on dates runs on these. */
function dateToUtcMs(localDate: string): number {
  const match = DATE_PATTERN.exec(localDate);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  // The round trip turns away dates that do not exist, such as 2026-02-30.
  if (Number.isNaN(ms) || utcMsToDate(ms) !== localDate)
    throw new RangeError(`Not a YYYY-MM-DD date: ${localDate}`);
  return ms;
}

function utcMsToDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The local date `days` after `localDate` ('YYYY-MM-DD'; negative goes back). */
export function addDays(localDate: string, days: number): string {
  return utcMsToDate(dateToUtcMs(localDate) + days * DAY_MS);
}

/** Minutes after local midnight of an 'HH:MM' time; '24:00' is 1440. */
function timeToMinutes(time: string): number {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Not an HH:MM time: ${time}`);
  if (match[1] === undefined) return 1_440;
  return Number(match[1]) * 60 + Number(match[2]);
}
