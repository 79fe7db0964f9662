// When a screen reader hears about a running countdown: not every second (that would drown
// everything else out), but at a few moments that matter — a minute, half a minute and ten
// seconds before the end, and at the end itself.

const SECONDS_LEFT_MILESTONES = [60, 30, 10] as const;

/** A moment worth announcing: so many seconds left, or the end (0). */
export type CountdownMilestone = (typeof SECONDS_LEFT_MILESTONES)[number] | 0;

/**
 * The milestone reached with `seconds` left of a countdown of `durationSec`, or null between
 * milestones. A milestone at or beyond the start is skipped (a 30-second order is announced at its
 * start, not "30 seconds left" at once).
 */
export function milestoneAt(seconds: number, durationSec: number): CountdownMilestone | null {
  if (seconds <= 0) return 0;
  for (const milestone of [...SECONDS_LEFT_MILESTONES].reverse()) {
    if (seconds <= milestone) return milestone < durationSec ? milestone : null;
  }
  return null;
}
