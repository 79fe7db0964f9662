// The trader's open orders drawn on a live chart's main series: each order's entry price as a
// line in its direction's colour titled with its direction and stake, a marker on the entry price
// at the entry's bar, and its expiry on the time axis (ExpiryLines). The lines, markers and
// primitive belong to one series, so the overlay moves to the new series when the style changes.
import {
  LineStyle,
  createSeriesMarkers,
  type IPriceLine,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type PriceLineOptions,
  type SeriesMarker,
  type SeriesType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { ChartPalette } from './chartOptions';
import { ExpiryLines } from './ExpiryLines';
import { barTimeOf, type ChartOrder } from './orderPlacement';

export class OrderOverlay {
  private series: ISeriesApi<SeriesType> | null = null;
  private markers: ISeriesMarkersPluginApi<Time> | null = null;
  private readonly lines = new Map<number, IPriceLine>();
  private readonly expiries: ExpiryLines;
  private orders: readonly ChartOrder[] = [];
  private intervalMs = 60_000;

  /** `barTimes` gives the open times (UTC seconds) of the chart's bars, oldest first. */
  constructor(
    barTimes: () => readonly number[],
    private palette: ChartPalette,
  ) {
    this.expiries = new ExpiryLines(barTimes, palette);
  }

  /** Draws the orders on `series` from now on (the main series, new after a change of style). */
  attach(series: ISeriesApi<SeriesType>): void {
    this.detach();
    this.series = series;
    series.attachPrimitive(this.expiries);
    this.markers = createSeriesMarkers(series, []);
    this.draw();
  }

  /** Takes everything off the series, before the series itself is removed. */
  detach(): void {
    const series = this.series;
    if (!series) return;
    this.markers?.detach();
    this.markers = null;
    series.detachPrimitive(this.expiries);
    for (const line of this.lines.values()) series.removePriceLine(line);
    this.lines.clear();
    this.series = null;
  }

  /** Shows exactly these orders, on bars of `intervalMs`. */
  setOrders(orders: readonly ChartOrder[], intervalMs: number): void {
    // A screen hands the same orders again on every render of its own: nothing to redraw then.
    if (intervalMs === this.intervalMs && sameOrders(orders, this.orders)) return;
    this.orders = orders;
    this.intervalMs = intervalMs;
    this.draw();
  }

  setPalette(palette: ChartPalette): void {
    this.palette = palette;
    this.expiries.setPalette(palette);
    this.draw();
  }

  private draw(): void {
    const series = this.series;
    if (!series) return;
    const wanted = new Set(this.orders.map((order) => order.id));
    for (const [id, line] of this.lines) {
      if (wanted.has(id)) continue;
      series.removePriceLine(line);
      this.lines.delete(id);
    }
    for (const order of this.orders) {
      const options = this.lineOptions(order);
      const line = this.lines.get(order.id);
      if (line) line.applyOptions(options);
      else this.lines.set(order.id, series.createPriceLine(options));
    }
    this.markers?.setMarkers(this.entryMarkers());
    this.expiries.setOrders(this.orders, this.intervalMs / 1000);
  }

  private colorOf(order: ChartOrder): string {
    return order.direction === 'up' ? this.palette.up : this.palette.down;
  }

  private lineOptions(order: ChartOrder): PriceLineOptions {
    const color = this.colorOf(order);
    return {
      id: `order-${order.id}`,
      price: order.entryPrice,
      color,
      lineWidth: 1,
      // Solid, unlike the dashed line of the last price, so the two never read as one another.
      lineStyle: LineStyle.Solid,
      lineVisible: true,
      axisLabelVisible: true,
      title: order.title,
      axisLabelColor: color,
      axisLabelTextColor: this.palette.onDirection,
    };
  }

  /**
   * A dot on the entry price (not above or below the bar) at the bar that holds the entry; the
   * bar's open time, since the markers plugin snaps any other time to the next bar.
   */
  private entryMarkers(): SeriesMarker<Time>[] {
    return this.orders
      .map((order) => ({
        id: `order-${order.id}`,
        time: barTimeOf(order.entryTs, this.intervalMs) as UTCTimestamp,
        position: 'atPriceMiddle' as const,
        price: order.entryPrice,
        shape: 'circle' as const,
        color: this.colorOf(order),
      }))
      .sort((a, b) => a.time - b.time);
  }
}

/** Whether two lists draw the same: the same orders, in the same order, with the same labels. */
function sameOrders(a: readonly ChartOrder[], b: readonly ChartOrder[]): boolean {
  return (
    a.length === b.length &&
    a.every((order, i) => {
      const other = b[i]!;
      return (
        order.id === other.id &&
        order.title === other.title &&
        order.expiryLabel === other.expiryLabel &&
        order.entryPrice === other.entryPrice
      );
    })
  );
}
