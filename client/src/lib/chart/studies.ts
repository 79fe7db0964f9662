// The indicators as chart series: each study keeps its computed lines (see indicators/), the
// series that draw them, and redraws from a given index, so a tick costs one point per line.
import {
  HistogramSeries,
  LineSeries,
  LineStyle,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { INDICATOR_LINES, type ChartPalette, type IndicatorName } from './chartOptions';
import { emptyBollinger, updateBollinger } from './indicators/bollinger';
import { updateEma } from './indicators/ema';
import { DEFAULT_MACD, emptyMacd, updateMacd } from './indicators/macd';
import { emptyRsi, updateRsi } from './indicators/rsi';
import { updateSma, type IndicatorLine } from './indicators/sma';

/** How a study's series look: the product's decimals, and the theme's colours for guides and bars. */
export interface SeriesFormat {
  /** Decimals on the price pane; oscillators show at least two. */
  precision: number;
  palette: ChartPalette;
}

interface StudySpec {
  name: IndicatorName;
  /** Drawn on the price pane (false: on a pane of its own). */
  overlay: boolean;
  lines: IndicatorLine[];
  /** A histogram under the lines (MACD), coloured by sign. */
  histogram?: IndicatorLine;
  /** Horizontal guides (RSI 70 / 30). */
  guides?: number[];
  /** A fixed value range of the pane (RSI: 0 to 100), instead of fitting the visible values. */
  range?: { min: number; max: number };
  compute(closes: readonly number[], from: number): void;
}

/** One indicator on the chart. */
export class Study {
  readonly name: IndicatorName;
  readonly overlay: boolean;
  private readonly spec: StudySpec;
  private lineSeries: ISeriesApi<'Line'>[] = [];
  private histogramSeries: ISeriesApi<'Histogram'> | null = null;
  private palette: ChartPalette | null = null;

  constructor(spec: StudySpec) {
    this.spec = spec;
    this.name = spec.name;
    this.overlay = spec.overlay;
  }

  compute(closes: readonly number[], from: number): void {
    this.spec.compute(closes, from);
  }

  /** Creates the series on pane `paneIndex`. */
  attach(chart: IChartApi, paneIndex: number, format: SeriesFormat): void {
    this.palette = format.palette;
    const precision = this.overlay ? format.precision : Math.max(2, format.precision);
    const priceFormat = { type: 'price' as const, precision, minMove: 10 ** -precision };
    if (this.spec.histogram) {
      this.histogramSeries = chart.addSeries(
        HistogramSeries,
        { priceFormat, lastValueVisible: false, priceLineVisible: false },
        paneIndex,
      );
    }
    const colors = INDICATOR_LINES[this.name];
    const range = this.spec.range;
    const autoscaleInfoProvider = range
      ? () => ({ priceRange: { minValue: range.min, maxValue: range.max } })
      : undefined;
    this.lineSeries = this.spec.lines.map((_, index) =>
      chart.addSeries(
        LineSeries,
        {
          color: colors[index]?.color ?? format.palette.line,
          lineWidth: 1,
          priceFormat,
          lastValueVisible: !this.overlay,
          priceLineVisible: false,
          crosshairMarkerVisible: false,
          ...(autoscaleInfoProvider ? { autoscaleInfoProvider } : {}),
        },
        paneIndex,
      ),
    );
    const first = this.lineSeries[0];
    for (const price of this.spec.guides ?? []) {
      first?.createPriceLine({
        price,
        color: format.palette.guide,
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: false,
      });
    }
  }

  detach(chart: IChartApi): void {
    for (const series of this.lineSeries) chart.removeSeries(series);
    if (this.histogramSeries) chart.removeSeries(this.histogramSeries);
    this.lineSeries = [];
    this.histogramSeries = null;
  }

  /** Replaces all points. */
  setData(times: readonly UTCTimestamp[]): void {
    this.lineSeries.forEach((series, index) => {
      const line = this.spec.lines[index]!;
      series.setData(times.map((time, i) => point(time, line[i])));
    });
    const histogram = this.spec.histogram;
    if (this.histogramSeries && histogram) {
      this.histogramSeries.setData(times.map((time, i) => this.bar(time, histogram[i])));
    }
  }

  /** Redraws points `from..` of `times`; points before `drawn` exist already and are replaced. */
  update(times: readonly UTCTimestamp[], from: number, drawn: number): void {
    for (let i = from; i < times.length; i++) {
      const time = times[i]!;
      const historical = i < drawn;
      this.lineSeries.forEach((series, index) =>
        series.update(point(time, this.spec.lines[index]![i]), historical),
      );
      const histogram = this.spec.histogram;
      if (this.histogramSeries && histogram)
        this.histogramSeries.update(this.bar(time, histogram[i]), historical);
    }
  }

  /** A histogram bar coloured by its sign. */
  private bar(time: UTCTimestamp, value: number | null | undefined) {
    if (value === null || value === undefined || !this.palette) return { time };
    return { time, value, color: value >= 0 ? this.palette.upVolume : this.palette.downVolume };
  }
}

function point(time: UTCTimestamp, value: number | null | undefined) {
  return value === null || value === undefined ? { time } : { time, value };
}

/** A fresh study of each kind, with the parameters of INDICATOR_LINES. */
export function createStudy(name: IndicatorName): Study {
  switch (name) {
    case 'ma':
    case 'ema': {
      const periods = INDICATOR_LINES[name].map((line) => line.period);
      const lines = periods.map((): IndicatorLine => []);
      const update = name === 'ma' ? updateSma : updateEma;
      return new Study({
        name,
        overlay: true,
        lines,
        compute: (closes, from) => periods.forEach((period, i) => update(lines[i]!, closes, period, from)),
      });
    }
    case 'boll': {
      const bands = emptyBollinger();
      return new Study({
        name,
        overlay: true,
        lines: [bands.upper, bands.middle, bands.lower],
        compute: (closes, from) => updateBollinger(bands, closes, 20, 2, from),
      });
    }
    case 'rsi': {
      const state = emptyRsi();
      return new Study({
        name,
        overlay: false,
        lines: [state.value],
        guides: [70, 30],
        range: { min: 0, max: 100 },
        compute: (closes, from) => updateRsi(state, closes, 14, from),
      });
    }
    case 'macd': {
      const state = emptyMacd();
      return new Study({
        name,
        overlay: false,
        lines: [state.macd, state.signal],
        histogram: state.histogram,
        compute: (closes, from) => updateMacd(state, closes, DEFAULT_MACD, from),
      });
    }
  }
}
