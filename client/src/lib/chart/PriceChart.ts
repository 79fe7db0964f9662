// A live price chart on lightweight-charts, with no React in it: the main series in one of five
// styles, a volume histogram under the price, indicator overlays, RSI / MACD in panes of their
// own, and the trader's open orders on the price (OrderOverlay). Live updates are coalesced to
// one redraw per animation frame and touch only the bars that changed (usually the last), so a
// 4-tick/s stream costs a few series updates a second. Its colours follow the theme in place: a
// new palette is applied to the chart and its series without making them again.
import {
  AreaSeries,
  BarSeries,
  CandlestickSeries,
  HistogramSeries,
  LineSeries,
  TickMarkType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type LogicalRange,
  type SeriesType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Candle } from '@tempo/shared';
import { INDICATORS, type ChartPalette, type ChartType, type IndicatorName } from './chartOptions';
import { frameColors } from './frameColors';
import { updateHeikinAshi, type Ohlc } from './indicators/heikinAshi';
import { OrderOverlay } from './OrderOverlay';
import { priceAxisFormatter } from './priceAxisFormatter';
import type { ChartOrder } from './orderPlacement';
import { createStudy, type Study } from './studies';

export interface PriceChartOptions {
  /** Decimals of the product's prices. */
  precision: number;
  /** BCP 47 language of the axis labels. */
  locale: string;
  type: ChartType;
  indicators: readonly IndicatorName[];
  /** The colours of the theme on screen. */
  palette: ChartPalette;
}

/** Above this many changed bars a redraw replaces all data instead of updating bar by bar. */
const MAX_INCREMENTAL_BARS = 16;
/** Oldest-candle distance, in bars, at which older history is asked for. */
const OLDER_THRESHOLD_BARS = 20;
/** Relative height of the price pane against an oscillator pane. */
const PRICE_PANE_STRETCH = 3;

export class PriceChart {
  private readonly chart: IChartApi;
  private readonly volume: ISeriesApi<'Histogram'>;
  private main: ISeriesApi<SeriesType>;
  private type: ChartType;
  private readonly precision: number;
  private palette: ChartPalette;
  private readonly orders: OrderOverlay;
  private readonly studies = new Map<IndicatorName, Study>();

  private candles: readonly Candle[] = [];
  private readonly times: UTCTimestamp[] = [];
  private readonly closes: number[] = [];
  private readonly heikinAshi: Ohlc[] = [];
  /** How many bars the series hold. */
  private drawn = 0;
  private pendingFrom: number | null = null;
  private frame = 0;
  private readonly onRangeChange: (range: LogicalRange | null) => void;
  private olderHandler: (() => void) | null = null;

  constructor(container: HTMLElement, options: PriceChartOptions) {
    this.precision = options.precision;
    this.type = options.type;
    this.palette = options.palette;
    const colors = frameColors(options.palette);
    this.chart = createChart(container, {
      ...colors,
      autoSize: true,
      layout: {
        ...colors.layout,
        fontSize: 11,
        fontFamily: getComputedStyle(container).fontFamily,
        panes: { ...colors.layout.panes, enableResize: false },
      },
      rightPriceScale: { ...colors.rightPriceScale, scaleMargins: { top: 0.1, bottom: 0.22 } },
      timeScale: {
        ...colors.timeScale,
        timeVisible: true,
        secondsVisible: false,
        rightOffset: 4,
        barSpacing: 7,
        tickMarkFormatter: tickMarkFormatter(options.locale),
      },
      localization: {
        locale: options.locale,
        timeFormatter: timeFormatter(options.locale),
        priceFormatter: priceAxisFormatter(options.locale, options.precision),
      },
      // A vertical swipe scrolls the page, not the price axis: the chart sits inside a scrolling screen.
      handleScroll: { vertTouchDrag: false },
    });
    // The volume sits under the price, on its own invisible scale, in the bottom fifth.
    this.volume = this.chart.addSeries(HistogramSeries, {
      priceFormat: { type: 'volume' },
      priceScaleId: '',
      lastValueVisible: false,
      priceLineVisible: false,
    });
    this.volume.priceScale().applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
    this.orders = new OrderOverlay(() => this.times, options.palette);
    this.main = this.addMain();
    this.orders.attach(this.main);
    this.setIndicators(options.indicators);

    this.onRangeChange = (range) => {
      if (range && this.olderHandler && this.drawn > 0 && range.from < OLDER_THRESHOLD_BARS)
        this.olderHandler();
    };
    this.chart.timeScale().subscribeVisibleLogicalRangeChange(this.onRangeChange);
  }

  /**
   * Replaces every bar. `keepView` leaves the scroll position alone (older candles prepended, a
   * refill); otherwise the view returns to the newest bar.
   */
  setData(candles: readonly Candle[], keepView = false): void {
    this.cancelFrame();
    this.candles = candles;
    this.recompute(0);
    this.drawAll();
    if (!keepView) this.chart.timeScale().resetTimeScale();
  }

  /** Bars from `from` on changed in place or were appended; redrawn on the next frame. */
  update(candles: readonly Candle[], from: number): void {
    this.candles = candles;
    this.pendingFrom = Math.min(this.pendingFrom ?? from, from);
    this.frame ||= requestAnimationFrame(() => {
      this.frame = 0;
      this.flush();
    });
  }

  /** Switches the main series' style; the data stays. */
  setType(type: ChartType): void {
    if (type === this.type) return;
    this.type = type;
    this.orders.detach();
    this.chart.removeSeries(this.main);
    this.main = this.addMain();
    this.orders.attach(this.main);
    if (type === 'heikinAshi') updateHeikinAshi(this.heikinAshi, this.candles, 0);
    this.main.setData(this.candles.map((_, i) => this.mainPoint(i)));
    // Overlays go back on top of the new series.
    this.placeStudies(true);
  }

  /** Shows exactly these indicators. */
  setIndicators(indicators: readonly IndicatorName[]): void {
    const wanted = new Set(indicators);
    let oscillatorsChanged = false;
    for (const [name, study] of this.studies) {
      if (wanted.has(name)) continue;
      study.detach(this.chart);
      this.studies.delete(name);
      if (!study.overlay) oscillatorsChanged = true;
    }
    const added: Study[] = [];
    // In the fixed order of INDICATORS, so the panes always stack RSI above MACD.
    for (const name of INDICATORS) {
      if (!wanted.has(name) || this.studies.has(name)) continue;
      const study = createStudy(name);
      study.compute(this.closes, 0);
      this.studies.set(name, study);
      added.push(study);
      if (!study.overlay) oscillatorsChanged = true;
    }
    if (oscillatorsChanged) this.placeStudies(false);
    for (const study of added) {
      if (study.overlay) this.attachStudy(study, 0);
    }
  }

  /** Draws exactly these open orders, on bars of `intervalMs` (the candles' interval). */
  setOrders(orders: readonly ChartOrder[], intervalMs: number): void {
    this.orders.setOrders(orders, intervalMs);
  }

  /** Recolours the chart, its series and its orders in place (a change of theme). */
  setPalette(palette: ChartPalette): void {
    if (palette === this.palette) return;
    this.palette = palette;
    this.chart.applyOptions(frameColors(palette));
    this.main.applyOptions(this.mainColors());
    // Volume bars carry their colour in their data.
    if (this.drawn > 0)
      this.volume.setData(Array.from({ length: this.drawn }, (_, i) => this.volumePoint(i)));
    // Oscillator panes take the theme's guides and histogram colours when placed again.
    if ([...this.studies.values()].some((study) => !study.overlay)) this.placeStudies(false);
    this.orders.setPalette(palette);
  }

  /**
   * Called, often (guard against repeats on your side), while the oldest bars are in view: the
   * moment to load older history. Null stops it.
   */
  setOlderHandler(handler: (() => void) | null): void {
    this.olderHandler = handler;
  }

  /** Sets an explicit size; not needed while the chart follows its container (the default). */
  resize(width: number, height: number): void {
    this.chart.applyOptions({ autoSize: false });
    this.chart.resize(width, height);
  }

  /** The prices the price axis spans now, lowest first, or null before there is data. */
  visiblePriceRange(): { from: number; to: number } | null {
    return this.chart.priceScale('right').getVisibleRange();
  }

  destroy(): void {
    this.cancelFrame();
    this.chart.timeScale().unsubscribeVisibleLogicalRangeChange(this.onRangeChange);
    this.orders.detach();
    this.chart.remove();
  }

  private addMain(): ISeriesApi<SeriesType> {
    const priceFormat = { type: 'price' as const, precision: this.precision, minMove: 10 ** -this.precision };
    switch (this.type) {
      case 'line':
        return this.chart.addSeries(LineSeries, { ...this.lineColors(), priceFormat, lineWidth: 2 });
      case 'area':
        return this.chart.addSeries(AreaSeries, { ...this.areaColors(), priceFormat, lineWidth: 2 });
      case 'bars':
        return this.chart.addSeries(BarSeries, { ...this.barColors(), priceFormat, thinBars: false });
      case 'candles':
      case 'heikinAshi':
        return this.chart.addSeries(CandlestickSeries, {
          ...this.candleColors(),
          priceFormat,
          borderVisible: false,
        });
    }
  }

  /** The colours of the main series in its current style. */
  private mainColors() {
    switch (this.type) {
      case 'line':
        return this.lineColors();
      case 'area':
        return this.areaColors();
      case 'bars':
        return this.barColors();
      case 'candles':
      case 'heikinAshi':
        return this.candleColors();
    }
  }

  private lineColors() {
    return { priceLineColor: this.palette.guide, color: this.palette.line };
  }

  private areaColors() {
    const { guide, line, areaTop, areaBottom } = this.palette;
    return { priceLineColor: guide, lineColor: line, topColor: areaTop, bottomColor: areaBottom };
  }

  private barColors() {
    return { priceLineColor: this.palette.guide, upColor: this.palette.up, downColor: this.palette.down };
  }

  private candleColors() {
    const { guide, up, down } = this.palette;
    return { priceLineColor: guide, upColor: up, downColor: down, wickUpColor: up, wickDownColor: down };
  }

  /**
   * Re-creates the series of the studies: the overlays (on top of the main series) when
   * `overlays`, and always the oscillators, one pane each, stacked in a fixed order.
   */
  private placeStudies(overlays: boolean): void {
    const oscillators = INDICATORS.map((name) => this.studies.get(name)).filter(
      (study): study is Study => study !== undefined && !study.overlay,
    );
    for (const study of this.studies.values()) {
      if (overlays || !study.overlay) study.detach(this.chart);
    }
    if (overlays) {
      for (const study of this.studies.values()) if (study.overlay) this.attachStudy(study, 0);
    }
    oscillators.forEach((study, index) => this.attachStudy(study, index + 1));
    const panes = this.chart.panes();
    panes.forEach((pane, index) => pane.setStretchFactor(index === 0 ? PRICE_PANE_STRETCH : 1));
  }

  private attachStudy(study: Study, paneIndex: number): void {
    study.attach(this.chart, paneIndex, { precision: this.precision, palette: this.palette });
    study.setData(this.times);
  }

  private flush(): void {
    const n = this.candles.length;
    const from = Math.min(this.pendingFrom ?? n, this.drawn, n);
    this.pendingFrom = null;
    if (this.drawn - from > MAX_INCREMENTAL_BARS || n < this.drawn) {
      this.recompute(0);
      this.drawAll();
      return;
    }
    this.recompute(from);
    for (let i = from; i < n; i++) {
      const historical = i < this.drawn;
      this.main.update(this.mainPoint(i), historical);
      this.volume.update(this.volumePoint(i), historical);
    }
    for (const study of this.studies.values()) study.update(this.times, from, this.drawn);
    this.drawn = n;
  }

  /** Brings times, closes, Heikin-Ashi bars and indicators up to date from index `from`. */
  private recompute(from: number): void {
    const candles = this.candles;
    const n = candles.length;
    this.times.length = Math.min(this.times.length, n);
    this.closes.length = Math.min(this.closes.length, n);
    const start = Math.min(from, this.times.length);
    for (let i = start; i < n; i++) {
      const candle = candles[i]!;
      this.times[i] = (candle.t / 1000) as UTCTimestamp;
      this.closes[i] = candle.c;
    }
    if (this.type === 'heikinAshi') updateHeikinAshi(this.heikinAshi, candles, start);
    for (const study of this.studies.values()) study.compute(this.closes, start);
  }

  private drawAll(): void {
    const n = this.candles.length;
    const main: ReturnType<PriceChart['mainPoint']>[] = [];
    const volume: ReturnType<PriceChart['volumePoint']>[] = [];
    for (let i = 0; i < n; i++) {
      main.push(this.mainPoint(i));
      volume.push(this.volumePoint(i));
    }
    this.main.setData(main);
    this.volume.setData(volume);
    for (const study of this.studies.values()) study.setData(this.times);
    this.drawn = n;
  }

  private mainPoint(i: number) {
    const time = this.times[i]!;
    const candle = this.candles[i]!;
    switch (this.type) {
      case 'line':
      case 'area':
        return { time, value: candle.c };
      case 'candles':
      case 'bars':
        return { time, open: candle.o, high: candle.h, low: candle.l, close: candle.c };
      case 'heikinAshi': {
        const bar = this.heikinAshi[i]!;
        return { time, open: bar.o, high: bar.h, low: bar.l, close: bar.c };
      }
    }
  }

  private volumePoint(i: number) {
    const candle = this.candles[i]!;
    const color = candle.c >= candle.o ? this.palette.upVolume : this.palette.downVolume;
    return { time: this.times[i]!, value: candle.v, color };
  }

  private cancelFrame(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.pendingFrom = null;
  }
}

/** Axis labels in the device's time zone (the chart itself works in UTC seconds). */
function tickMarkFormatter(locale: string) {
  const year = new Intl.DateTimeFormat(locale, { year: 'numeric' });
  const month = new Intl.DateTimeFormat(locale, { month: 'short' });
  const day = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (value: Time, type: TickMarkType): string => {
    const date = new Date((value as number) * 1000);
    switch (type) {
      case TickMarkType.Year:
        return year.format(date);
      case TickMarkType.Month:
        return month.format(date);
      case TickMarkType.DayOfMonth:
        return day.format(date);
      default:
        return time.format(date);
    }
  };
}

/** The crosshair's time label, in the device's time zone. */
function timeFormatter(locale: string) {
  const format = new Intl.DateTimeFormat(locale, {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (value: Time): string => format.format(new Date((value as number) * 1000));
}
