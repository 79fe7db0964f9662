/** The most a badge spells out; more reads "99+". */
const MAX_SHOWN = 99;

/**
 * A small red count (unread messages, unseen results); nothing when the count is zero or not known
 * yet. `label` is what a screen reader says instead of the bare number.
 */
export function CountBadge({
  count,
  label,
  testId,
}: {
  count: number | null;
  label: string;
  testId?: string;
}) {
  if (!count) return null;
  return (
    <span className="unread-badge" data-testid={testId} aria-label={label}>
      {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
    </span>
  );
}
