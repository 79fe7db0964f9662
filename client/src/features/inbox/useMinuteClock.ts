import { useEffect, useState } from 'react';

/** How often relative times are worked out again: "16 minutes ago" must not stay for long. */
const TICK_MS = 30_000;

/** The device's time (epoch ms), renewed every half minute while mounted. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
