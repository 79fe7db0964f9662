// SPEC §4's debugger detection, on only when ops turn on the site config's `debuggerDetection`: a
// timer every 100 ms notices when its ticks come more than 100 ms late (the page was stopped, as
// at a breakpoint) and leaves for a blank page. Off by default: a slow phone or an assistive tool
// can stall the page too. A hidden tab's timers are slowed by the browser: no gap counts there.

/** How often the timer ticks, in ms. */
export const CHECK_INTERVAL_MS = 100;
/** How late a tick may come before the page counts as stopped, in ms. */
export const MAX_GAP_MS = 100;

export interface GapDetector {
  /** One tick of the timer: true when it came more than MAX_GAP_MS late (and once is enough). */
  tick(): boolean;
  /** Forgets the last tick: the next one starts afresh (after the page was hidden). */
  restart(): void;
}

/** Tells a stalled page by the time between ticks, read from `now` (ms, a monotonic clock). */
export function createGapDetector(now: () => number): GapDetector {
  let last: number | null = null;
  return {
    tick() {
      const time = now();
      const late = last === null ? 0 : time - last - CHECK_INTERVAL_MS;
      last = time;
      return late > MAX_GAP_MS;
    },
    restart() {
      last = null;
    },
  };
}

let started = false;

/** Starts the check for the rest of the page's life; a second call does nothing. */
export function startDebuggerDetection(): void {
  if (started) return;
  started = true;
  const detector = createGapDetector(() => performance.now());
  const timer = setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    if (detector.tick()) {
      clearInterval(timer);
      location.replace('about:blank');
    }
  }, CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => detector.restart());
}
