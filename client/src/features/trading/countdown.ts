// The countdown of an open order, from the server's expiry time and the server's time now (both
// epoch ms, see clockOffset.ts): never from the device's own clock.

/** Milliseconds until `expiryTs`, never below 0. */
export function msLeft(expiryTs: number, nowServer: number): number {
  return Math.max(0, expiryTs - nowServer);
}

/**
 * Whole seconds left as a countdown shows them: 4.2 s left reads 5, 0 only once expired, and
 * never more than the duration. (The server time is estimated from ticks, which arrive a little
 * after they were stamped, so the estimate runs late by that delay: without the cap a 5-second
 * order placed a moment ago could read 6.)
 */
export function secondsLeft(order: { expiryTs: number; durationSec: number }, nowServer: number): number {
  return Math.min(order.durationSec, Math.ceil(msLeft(order.expiryTs, nowServer) / 1000));
}

/** The share of the countdown still to run, from 1 at entry down to 0 at expiry. */
export function remainingFraction(
  order: { expiryTs: number; durationSec: number },
  nowServer: number,
): number {
  const total = order.durationSec * 1000;
  if (total <= 0) return 0;
  return Math.min(1, msLeft(order.expiryTs, nowServer) / total);
}

/** A duration split into the unit it reads best in: 30 → 30 s, 120 → 2 min, 5400 → 90 min, 7200 → 2 h. */
export function durationParts(durationSec: number): { count: number; unit: 's' | 'm' | 'h' } {
  if (durationSec >= 3600 && durationSec % 3600 === 0) return { count: durationSec / 3600, unit: 'h' };
  if (durationSec >= 60 && durationSec % 60 === 0) return { count: durationSec / 60, unit: 'm' };
  return { count: durationSec, unit: 's' };
}
