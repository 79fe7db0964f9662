// The points of an order's audit chart (S8) and where its entry and exit marks go: pure, without
// lightweight-charts, so the placement is tested without a canvas. The chart's horizontal axis
// counts ticks (several can share a second), so a mark's "time" is its tick's index.

export interface ChartTick {
  /** Server time, epoch ms. */
  t: number;
  p: number;
}

/** The ticks in time order, each once, with the entry and exit among them. */
export function chartTicks(options: {
  ticks: readonly ChartTick[];
  entry: ChartTick;
  exit: ChartTick | null;
}): ChartTick[] {
  const all = [...options.ticks, options.entry, ...(options.exit ? [options.exit] : [])];
  const seen = new Set<string>();
  const unique: ChartTick[] = [];
  for (const tick of all) {
    const id = `${tick.t}:${tick.p}`;
    if (seen.has(id)) continue;
    seen.add(id);
    unique.push({ t: tick.t, p: tick.p });
  }
  return unique.sort((a, b) => a.t - b.t);
}

/** A mark on the line: the index of its tick on the axis, and that tick's price. */
export interface AuditMark {
  index: number;
  price: number;
}

/**
 * The entry and exit marks, each at its own tick's index and price, so each sits on the line
 * through the ticks (and the entry on the entry price's level) rather than above or below it.
 * `ticks` are chartTicks' answer, which holds both.
 */
export function auditMarks(
  ticks: readonly ChartTick[],
  entry: ChartTick,
  exit: ChartTick | null,
): { entry: AuditMark; exit: AuditMark | null } {
  const markOf = (tick: ChartTick): AuditMark => {
    const index = ticks.findIndex((known) => known.t === tick.t && known.p === tick.p);
    if (index === -1) throw new Error(`tick ${tick.t}:${tick.p} is not on the chart`);
    return { index, price: tick.p };
  };
  return { entry: markOf(entry), exit: exit ? markOf(exit) : null };
}
