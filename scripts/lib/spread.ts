// A benchmark figure over repeated runs: its median, on which a verdict rests, and its spread (the
// lowest and highest run), printed beside it so a noisy figure shows as one.

export interface Spread {
  median: number | null;
  min: number | null;
  max: number | null;
}

/** The median and range of the known values (nulls and non-finite values are left out). */
export function spreadOf(values: readonly (number | null)[]): Spread {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (!known.length) return { median: null, min: null, max: null };
  const sorted = [...known].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)! };
}

/** a / b, or null when either is unknown or b is not positive. */
export const ratioOf = (a: number | null, b: number | null): number | null =>
  a !== null && b !== null && b > 0 ? a / b : null;

/** "750 (603–858)": the median and the range, each shown by `show`. */
export function formatSpread(spread: Spread, show: (value: number) => string): string {
  if (spread.median === null) return '—';
  const range = spread.min === spread.max ? '' : ` (${show(spread.min!)}–${show(spread.max!)})`;
  return `${show(spread.median)}${range}`;
}
