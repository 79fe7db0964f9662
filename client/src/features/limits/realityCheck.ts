// When the next reality check of a session is due (limits/SPEC.md L10): every `minutes` from the
// session's start on the server's clock, so a reload or a second tab does not move it.

/** The first instant after `now` that is a whole number of `minutes` after `startedAt`. */
export function nextCheckAt(startedAt: number, minutes: number, now: number): number {
  const every = minutes * 60_000;
  const done = Math.max(0, Math.floor((now - startedAt) / every));
  return startedAt + (done + 1) * every;
}

/** A duration as hours and minutes: { hours: 1, minutes: 5 } for 65 minutes. */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const total = Math.floor(ms / 60_000);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
