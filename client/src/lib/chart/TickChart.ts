// A small static chart of the ticks that decided an order (S8): the prices as a line with a dot per
// tick, the entry and exit ticks marked on the line, and the entry price as a dashed level, so a
// person can see why the order won, lost or drew. No React in it. Its colours follow the theme in
// place (setPalette).
import {
  LineSeries,
  LineStyle,
  createChart,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
  createSeriesMarkers,
} from 'lightweight-charts';
import { auditMarks, chartTicks, type ChartTick } from './auditPoints';
import type { ChartPalette } from './chartOptions';
import { frameColors } from './frameColors';
import { priceAxisFormatter } from './priceAxisFormatter';

export type { ChartTick } from './auditPoints';

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
  /** The colours of the theme on screen. */
  palette: ChartPalette;
}

/** A drawn tick chart. */
export interface TickChartHandle {
  /** Recolours it in place (a change of theme). */
  setPalette(palette: ChartPalette): void;
  remove(): void;
}

/** Draws the chart into `container` (which sets its size). */
export function drawTickChart(container: HTMLElement, options: TickChartOptions): TickChartHandle {
  const ticks = chartTicks(options);
  const marks = auditMarks(ticks, options.entry, options.exit);
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
  const colors = frameColors(options.palette);
  const chart = createChart(container, {
    ...colors,
    autoSize: true,
    layout: { ...colors.layout, fontSize: 10, fontFamily: getComputedStyle(container).fontFamily },
    grid: { ...colors.grid, vertLines: { ...colors.grid.vertLines, visible: false } },
    rightPriceScale: { ...colors.rightPriceScale, scaleMargins: { top: 0.2, bottom: 0.2 } },
    timeScale: {
      ...colors.timeScale,
      fixLeftEdge: true,
      fixRightEdge: true,
      tickMarkFormatter: timeOf,
    },
    localization: {
      locale: options.locale,
      timeFormatter: timeOf,
      priceFormatter: priceAxisFormatter(options.locale, options.precision),
    },
    handleScroll: false,
    handleScale: false,
  });
  const series = chart.addSeries(LineSeries, {
    color: options.palette.line,
    lineWidth: 2,
    pointMarkersVisible: true,
    pointMarkersRadius: 2,
    lastValueVisible: false,
    priceLineVisible: false,
    priceFormat: { type: 'price', precision: options.precision, minMove: 10 ** -options.precision },
  });
  series.setData(ticks.map((tick, index) => ({ time: index as UTCTimestamp, value: tick.p })));
  const entryLine = series.createPriceLine({
    price: options.entry.p,
    color: options.palette.guide,
    lineWidth: 1,
    lineStyle: LineStyle.Dashed,
    axisLabelVisible: true,
    title: options.labels.entry,
  });

  // Each mark at its tick's own price ('atPriceMiddle'): 'aboveBar' / 'belowBar' would push it a
  // marker's height off the line.
  const markersOf = (palette: ChartPalette): SeriesMarker<Time>[] => {
    const exitColor =
      options.outcome === 'up' ? palette.up : options.outcome === 'down' ? palette.down : palette.guide;
    const placed = [{ mark: marks.entry, color: palette.line, text: options.labels.entry }];
    if (marks.exit) placed.push({ mark: marks.exit, color: exitColor, text: options.labels.exit });
    return placed
      .map(({ mark, color, text }) => ({
        time: mark.index as UTCTimestamp,
        position: 'atPriceMiddle' as const,
        price: mark.price,
        shape: 'circle' as const,
        color,
        text,
      }))
      .sort((a, b) => a.time - b.time);
  };
  const markers = createSeriesMarkers(series, markersOf(options.palette));
  chart.timeScale().fitContent();
  return {
    setPalette(palette) {
      chart.applyOptions(frameColors(palette));
      series.applyOptions({ color: palette.line });
      entryLine.applyOptions({ color: palette.guide });
      markers.setMarkers(markersOf(palette));
    },
    remove: () => chart.remove(),
  };
}
