import { marketHours, type MarketHours, type TradingSchedule } from '@tempo/shared';

// Working out the hours of a calendar with sessions and holidays costs ~0.1 ms (time-zone
// arithmetic through Intl), and feeds ask on every tick, the product list for every product, a
// fresh install's history for every simulated minute. Sessions and holidays are set in whole
// minutes, so the answer holds for the whole minute it was asked in; one is kept per schedule.
const lastAnswer = new WeakMap<TradingSchedule, { minute: number; hours: MarketHours }>();

/** marketHours(schedule, now), remembered for the rest of `now`'s minute. */
export function hoursByMinute(schedule: TradingSchedule, now: number): MarketHours {
  const minute = Math.floor(now / 60_000);
  const last = lastAnswer.get(schedule);
  if (last?.minute === minute) return last.hours;
  const hours = marketHours(schedule, now);
  lastAnswer.set(schedule, { minute, hours });
  return hours;
}
