import { describe, expect, it } from 'vitest';
import { auditMarks, chartTicks, type ChartTick } from './auditPoints';

// An order's recorded ticks as the server keeps them (S8): up to three each side of the entry and
// of the exit; on a short order the two sets overlap.
const entry: ChartTick = { t: 1_000, p: 100.5 };
const exit: ChartTick = { t: 6_000, p: 101.25 };
const entrySet = [
  { t: 0, p: 100 },
  { t: 500, p: 100.25 },
  entry,
  { t: 2_000, p: 100.75 },
  { t: 3_000, p: 100.5 },
];
const exitSet = [{ t: 3_000, p: 100.5 }, { t: 4_500, p: 101 }, exit, { t: 7_000, p: 100.75 }];

/** The series the chart draws: the tick's index as its time, its price as the value. */
const seriesOf = (ticks: readonly ChartTick[]) =>
  ticks.map((tick, index) => ({ time: index, value: tick.p }));

describe('chartTicks', () => {
  it('lists every recorded tick once, in time order, with the entry and exit among them', () => {
    const ticks = chartTicks({ ticks: [...exitSet, ...entrySet], entry, exit });
    expect(ticks.map((tick) => tick.t)).toEqual([0, 500, 1_000, 2_000, 3_000, 4_500, 6_000, 7_000]);
  });

  it('adds an entry or exit tick missing from the record', () => {
    const ticks = chartTicks({ ticks: [{ t: 0, p: 100 }], entry, exit });
    expect(ticks).toEqual([{ t: 0, p: 100 }, entry, exit]);
  });
});

describe('auditMarks', () => {
  it('places the entry and exit marks on the line: at their own tick, at its price', () => {
    const ticks = chartTicks({ ticks: [...entrySet, ...exitSet], entry, exit });
    const series = seriesOf(ticks);
    const marks = auditMarks(ticks, entry, exit);
    // Each mark's (time, price) is a point of the series itself, so it sits on the drawn line…
    expect(series[marks.entry.index]).toEqual({ time: marks.entry.index, value: marks.entry.price });
    expect(series[marks.exit!.index]).toEqual({ time: marks.exit!.index, value: marks.exit!.price });
    // …and it is the order's own entry and exit, the entry on the entry price's level.
    expect(ticks[marks.entry.index]).toEqual(entry);
    expect(ticks[marks.exit!.index]).toEqual(exit);
    expect(marks.entry.price).toBe(entry.p);
  });

  it('tells two ticks of the same millisecond apart by their price', () => {
    const twin = { t: entry.t, p: 100.4 };
    const ticks = chartTicks({ ticks: [twin, ...entrySet], entry, exit: null });
    const marks = auditMarks(ticks, entry, null);
    expect(ticks[marks.entry.index]).toEqual(entry);
    expect(marks.exit).toBeNull();
  });

  it('refuses a tick that is not on the chart rather than marking another one', () => {
    expect(() => auditMarks([entry], { t: 5, p: 1 }, null)).toThrow(/not on the chart/);
  });
});
