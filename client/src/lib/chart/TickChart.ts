// A small static chart of the ticks that decided an order (S8): the prices as a line with a dot per
// tick, the entry and exit ticks marked, and the entry price as a dashed level, so a person can
// see why the order won, lost or drew. No React in it.
import {
  ColorType,
  LineSeries,
  LineStyle,
  createChart,
  createSeriesMarkers,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { CHART_COLORS } from './chartOptions';

export interface ChartTick {
  /** Server time, epoch ms. */
  t: number;
  p: number;
}

export interface TickChartOptions {
  /** Decimals of the product's prices. */
  precision: number;
  /** BCP 47 language of the labels. */
  locale: string;
  /** The recorded ticks, in any order, possibly twice (the entry and exit sets overlap on short orders). */
  ticks: readonly ChartTick[];
  entry: ChartTick;
  exit: ChartTick | null;
  labels: { entry: string; exit: string };
  /** How the exit went for the order: the colour of its mark. */
  outcome: 'up' | 'down' | 'flat';
}

/** The ticks in time order, each once, with the entry and exit among them. */
export function chartTicks(options: Pick<TickChartOptions, 'ticks' | 'entry' | 'exit'>): ChartTick[] {
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

/** Draws the chart into `container` (which sets its size); returns the function that removes it. */
export function drawTickChart(container: HTMLElement, options: TickChartOptions): () => void {
  const ticks = chartTicks(options);
  const clock = new Intl.DateTimeFormat(options.locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  // The horizontal axis counts ticks, not seconds: several ticks can share a second, and the
  // chart's time scale needs strictly increasing whole seconds. Labels read the tick's own time.
  const timeOf = (value: Time): string => {
    const tick = ticks[value as number];
    return tick ? clock.format(new Date(tick.t)) : '';
  };
  const chart = createChart(container, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: CHART_COLORS.background },
      textColor: CHART_COLORS.text,
      fontSize: 10,
      fontFamily: getComputedStyle(container).fontFamily,
    },
    grid: { vertLines: { visible: false }, horzLines: { color: CHART_COLORS.grid } },
    rightPriceScale: { borderColor: CHART_COLORS.border, scaleMargins: { top: 0.2, bottom: 0.2 } },
    timeScale: {
      borderColor: CHART_COLORS.border,
      fixLeftEdge: true,
      fixRightEdge: true,
      tickMarkFormatter: timeOf,
    },
    localization: { locale: options.locale, timeFormatter: timeOf },
    handleScroll: false,
    handleScale: false,
  });
  const series = chart.addSeries(LineSeries, {
    color: CHART_COLORS.line,
    lineWidth: 2,
    pointMarkersVisible: true,
    pointMarkersRadius: 2,
    lastValueVisible: false,
    priceLineVisible: false,
    priceFormat: { type: 'price', precision: options.precision, minMove: 10 ** -options.precision },
  });
  series.setData(ticks.map((tick, index) => ({ time: index as UTCTimestamp, value: tick.p })));
  series.createPriceLine({
    price: options.entry.p,
    color: CHART_COLORS.guide,
    lineWidth: 1,
    lineStyle: LineStyle.Dashed,
    axisLabelVisible: true,
    title: options.labels.entry,
  });

  const indexOf = (tick: ChartTick) => ticks.findIndex((known) => known.t === tick.t && known.p === tick.p);
  const markers: SeriesMarker<Time>[] = [
    {
      time: indexOf(options.entry) as UTCTimestamp,
      position: 'aboveBar',
      shape: 'circle',
      color: CHART_COLORS.line,
      text: options.labels.entry,
    },
  ];
  if (options.exit) {
    const color =
      options.outcome === 'up'
        ? CHART_COLORS.up
        : options.outcome === 'down'
          ? CHART_COLORS.down
          : CHART_COLORS.guide;
    markers.push({
      time: indexOf(options.exit) as UTCTimestamp,
      position: 'belowBar',
      shape: 'circle',
      color,
      text: options.labels.exit,
    });
  }
  createSeriesMarkers(
    series,
    markers.sort((a, b) => (a.time as number) - (b.time as number)),
  );
  chart.timeScale().fitContent();
  return () => chart.remove();
}
