// Heikin-Ashi bars: close = (o + h + l + c) / 4; open = the midpoint of the previous Heikin-Ashi
// bar's open and close, or (o + c) / 2 for the first bar; high and low also cover that open and
// close. Each bar depends on the one before it, so a tick recomputes only the last bar.

export interface Ohlc {
  o: number;
  h: number;
  l: number;
  c: number;
}

/** Rewrites `out[from..]` with the Heikin-Ashi bars of `bars` and trims it to their length. */
export function updateHeikinAshi(out: Ohlc[], bars: readonly Ohlc[], from: number): void {
  const n = bars.length;
  out.length = Math.min(out.length, n);
  for (let i = Math.min(Math.max(0, from), out.length); i < n; i++) {
    const bar = bars[i]!;
    const previous = i > 0 ? out[i - 1] : undefined;
    const c = (bar.o + bar.h + bar.l + bar.c) / 4;
    const o = previous ? (previous.o + previous.c) / 2 : (bar.o + bar.c) / 2;
    out[i] = { o, h: Math.max(bar.h, o, c), l: Math.min(bar.l, o, c), c };
  }
}

/** The Heikin-Ashi bars of `bars`. */
export function heikinAshi(bars: readonly Ohlc[]): Ohlc[] {
  const out: Ohlc[] = [];
  updateHeikinAshi(out, bars, 0);
  return out;
}
