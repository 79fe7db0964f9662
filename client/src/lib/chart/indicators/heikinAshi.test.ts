import { describe, expect, it } from 'vitest';
import { heikinAshi, updateHeikinAshi } from './heikinAshi';

describe('heikinAshi', () => {
  it('matches hand-computed bars', () => {
    const bars = heikinAshi([
      { o: 10, h: 12, l: 9, c: 11 },
      { o: 11, h: 11.5, l: 8, c: 9 },
      { o: 9, h: 10, l: 9, c: 10 },
    ]);
    // First bar: open (10 + 11) / 2, close (10 + 12 + 9 + 11) / 4.
    expect(bars[0]).toEqual({ o: 10.5, h: 12, l: 9, c: 10.5 });
    // Open is the midpoint of the previous Heikin-Ashi open and close.
    expect(bars[1]).toEqual({ o: 10.5, h: 11.5, l: 8, c: 9.875 });
    // The high reaches up to the Heikin-Ashi open when it is above the real high.
    expect(bars[2]).toEqual({ o: 10.1875, h: 10.1875, l: 9, c: 9.5 });
  });

  it('gives nothing for no bars and a flat bar for a flat market', () => {
    expect(heikinAshi([])).toEqual([]);
    expect(heikinAshi([{ o: 3, h: 3, l: 3, c: 3 }])).toEqual([{ o: 3, h: 3, l: 3, c: 3 }]);
  });

  it('recomputes only the last bar on a tick', () => {
    const source = [
      { o: 10, h: 12, l: 9, c: 11 },
      { o: 11, h: 11.5, l: 8, c: 9 },
    ];
    const out = heikinAshi(source);
    const first = out[0];
    source[1] = { o: 11, h: 13, l: 8, c: 13 };
    updateHeikinAshi(out, source, 1);
    expect(out[0]).toBe(first);
    expect(out).toEqual(heikinAshi(source));
  });
});
