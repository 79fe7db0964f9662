import { describe, expect, it } from 'vitest';
import { hoursAndMinutes, nextCheckAt } from './realityCheck';

describe('L10: the reality check of a session', () => {
  const start = Date.parse('2026-11-28T08:00:00Z');

  it('comes every N minutes from the start of the session, not from the page load', () => {
    expect(new Date(nextCheckAt(start, 30, start + 1_000)).toISOString()).toBe('2026-11-28T08:30:00.000Z');
    expect(new Date(nextCheckAt(start, 30, start + 31 * 60_000)).toISOString()).toBe(
      '2026-11-28T09:00:00.000Z',
    );
    // On the instant itself, the next one.
    expect(new Date(nextCheckAt(start, 15, start + 15 * 60_000)).toISOString()).toBe(
      '2026-11-28T08:30:00.000Z',
    );
  });

  it('reads a duration in hours and minutes', () => {
    expect(hoursAndMinutes(65 * 60_000 + 59_000)).toEqual({ hours: 1, minutes: 5 });
    expect(hoursAndMinutes(0)).toEqual({ hours: 0, minutes: 0 });
  });
});
