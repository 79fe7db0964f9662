// When a break a trader asks for ends (L9): a time-out after 24 hours, 7 days or 6 weeks; an
// exclusion after 6 months, 1 year or 5 years (calendar months and years on the platform's clock),
// or at the start of a chosen local date at least six months away.
import { EXCLUSION_MIN_MONTHS, localDateOf, zonedTimeToEpoch, type TakeBreakBody } from '@tempo/shared';

const HOUR_MS = 3_600_000;
const TIMEOUT_HOURS = { '24h': 24, '7d': 7 * 24, '6w': 6 * 7 * 24 } as const;
const EXCLUSION_MONTHS = { '6m': 6, '1y': 12, '5y': 60 } as const;

/** The local date `months` calendar months after `date` ('YYYY-MM-DD'), its day capped at the month's last. */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/**
 * The instant (epoch ms) the break asked for at `now` ends, or null when it is an exclusion to a
 * date under six months away (or not a real date).
 */
export function breakEnd(request: TakeBreakBody, now: number, timeZone: string): number | null {
  if (request.kind === 'timeout') return now + TIMEOUT_HOURS[request.period] * HOUR_MS;
  const today = localDateOf(now, timeZone);
  if ('period' in request) {
    // At the same wall-clock time, months on: a year is a calendar year, whatever its length.
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now);
    return zonedTimeToEpoch(addMonths(today, EXCLUSION_MONTHS[request.period]), time, timeZone);
  }
  if (Number.isNaN(Date.parse(`${request.until}T00:00:00Z`)) || addMonths(request.until, 0) !== request.until)
    return null;
  if (request.until < addMonths(today, EXCLUSION_MIN_MONTHS)) return null;
  return zonedTimeToEpoch(request.until, '00:00', timeZone);
}
