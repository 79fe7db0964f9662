import { useEffect, useState } from 'react';
import { serverNow } from './clockOffset';

/** How often a running countdown redraws, in ms. */
const FRAME_MS = 200;

/**
 * The next instant after `now` at which a countdown to one of `expiries` shows another whole
 * second (each expiry minus a whole number of seconds, the expiry itself last), or null.
 */
export function nextSecondBoundary(expiries: readonly number[], now: number): number | null {
  let next: number | null = null;
  for (const expiry of expiries) {
    if (expiry <= now) continue;
    const boundary = expiry - 1000 * (Math.ceil((expiry - now) / 1000) - 1);
    next = next === null ? boundary : Math.min(next, boundary);
  }
  return next;
}

/**
 * The server's time now (epoch ms), re-rendering every 200 ms while `running`, and on the very
 * instant a countdown to one of `expiries` turns a second: the ring reaches 0 at the expiry
 * itself, not up to a frame after it.
 */
export function useServerNow(running: boolean, expiries: readonly number[] = []): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(serverNow()), FRAME_MS);
    return () => clearInterval(timer);
  }, [running]);
  const next = running ? nextSecondBoundary(expiries, now) : null;
  useEffect(() => {
    if (next === null) return;
    // At least the boundary: a timer a hair early must still show the new second.
    const timer = setTimeout(() => setNow(Math.max(serverNow(), next)), Math.max(0, next - serverNow()));
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
