import { describe, expect, it } from 'vitest';
import { FX_SCHEDULE, METALS_SCHEDULE, marketHours, type TradingSchedule } from '@tempo/shared';
import { hoursByMinute } from './hoursByMinute';

const withHoliday: TradingSchedule = { ...FX_SCHEDULE, holidays: ['2026-12-25'] };

describe('market hours remembered per minute', () => {
  it('answers as marketHours does at every second around openings, closings and a holiday', () => {
    // Friday 17:00 New York close, the Sunday reopening, the metals daily break and a holiday.
    const moments = [
      Date.UTC(2026, 10, 20, 21, 58),
      Date.UTC(2026, 10, 22, 21, 58),
      Date.UTC(2026, 10, 23, 21, 58),
      Date.UTC(2026, 11, 24, 21, 58),
    ];
    for (const schedule of [FX_SCHEDULE, METALS_SCHEDULE, withHoliday]) {
      for (const start of moments) {
        for (let t = start; t < start + 240_000; t += 1_000 + 7) {
          expect(hoursByMinute(schedule, t), `${new Date(t).toISOString()}`).toEqual(
            marketHours(schedule, t),
          );
        }
      }
    }
  });
});
