// Instants as a `datetime-local` input holds them: the wall-clock time of this device's time zone,
// to the minute. Epoch ms on the other side.

const pad = (value: number) => String(value).padStart(2, '0');

/** `epochMs` as a datetime-local value ("2026-05-01T09:30"); '' for none. */
export function toLocalInput(epochMs: number | null | undefined): string {
  if (epochMs === null || epochMs === undefined) return '';
  const date = new Date(epochMs);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A datetime-local value as epoch ms; null when blank or not a time. */
export function fromLocalInput(value: string): number | null {
  if (value.trim() === '') return null;
  const epochMs = new Date(value).getTime();
  return Number.isFinite(epochMs) ? epochMs : null;
}
