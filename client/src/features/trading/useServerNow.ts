import { useEffect, useState } from 'react';
import { serverNow } from './clockOffset';

/** How often a running countdown redraws, in ms. */
const FRAME_MS = 200;

/** The server's time now (epoch ms), re-rendering every 200 ms while `running`. */
export function useServerNow(running: boolean): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(serverNow()), FRAME_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
