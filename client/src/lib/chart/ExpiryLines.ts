// A series primitive of lightweight-charts for open orders: a thin dashed vertical line at each
// order's expiry, its time labelled on the time axis in the order's direction colour, and the
// entry prices kept inside the price scale while their bars are in view. The library has no
// vertical line of its own; this follows its plugin interface (ISeriesPrimitive).
import type {
  AutoscaleInfo,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesPrimitive,
  ISeriesPrimitiveAxisView,
  Logical,
  SeriesAttachedParameter,
  Time,
} from 'lightweight-charts';
import type { ChartPalette } from './chartOptions';
import { distinctExpiries, entryPriceRange, logicalOfInstant, type ChartOrder } from './orderPlacement';

type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];

/** Length of a dash and of the gap after it, in CSS pixels. */
const DASH_PX = 3;

interface Expiry {
  order: ChartOrder;
  /** Horizontal position in CSS pixels; null when off the time scale. */
  x: number | null;
}

export class ExpiryLines implements ISeriesPrimitive<Time> {
  private param: SeriesAttachedParameter<Time> | null = null;
  private orders: readonly ChartOrder[] = [];
  private expiries: Expiry[] = [];
  private intervalSec = 60;
  private axisViews: ISeriesPrimitiveAxisView[] = [];
  private readonly views: IPrimitivePaneView[];

  /** `barTimes` gives the open times (UTC seconds) of the chart's bars, oldest first. */
  constructor(
    private readonly barTimes: () => readonly number[],
    private palette: ChartPalette,
  ) {
    const renderer: IPrimitivePaneRenderer = { draw: (target) => this.draw(target) };
    this.views = [{ zOrder: () => 'bottom', renderer: () => renderer }];
  }

  attached(param: SeriesAttachedParameter<Time>): void {
    this.param = param;
  }

  detached(): void {
    this.param = null;
  }

  /** Shows these orders on bars of `intervalSec`. */
  setOrders(orders: readonly ChartOrder[], intervalSec: number): void {
    this.orders = orders;
    this.intervalSec = intervalSec;
    this.expiries = distinctExpiries(orders).map((order) => ({ order, x: null }));
    // A new array: the library caches axis views by the array's identity.
    this.axisViews = this.expiries.map((expiry) => this.axisView(expiry));
    this.updateAllViews();
    this.param?.requestUpdate();
  }

  setPalette(palette: ChartPalette): void {
    this.palette = palette;
    this.param?.requestUpdate();
  }

  updateAllViews(): void {
    const timeScale = this.param?.chart.timeScale();
    const times = this.barTimes();
    for (const expiry of this.expiries) {
      const logical = logicalOfInstant(times, this.intervalSec, expiry.order.expiryTs / 1000);
      if (!timeScale || logical === null) {
        expiry.x = null;
        continue;
      }
      // The library places whole indexes only (a fraction gives 0): between the two around it.
      const whole = Math.floor(logical);
      const left = timeScale.logicalToCoordinate(whole as Logical);
      const right = timeScale.logicalToCoordinate((whole + 1) as Logical);
      expiry.x = left === null || right === null ? null : left + (logical - whole) * (right - left);
    }
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return this.views;
  }

  timeAxisViews(): readonly ISeriesPrimitiveAxisView[] {
    return this.axisViews;
  }

  /** The entry prices of the orders whose entry is in view stay on the price scale. */
  autoscaleInfo(start: Logical, end: Logical): AutoscaleInfo | null {
    if (this.orders.length === 0) return null;
    const times = this.barTimes();
    const inView = this.orders.filter((order) => {
      const logical = logicalOfInstant(times, this.intervalSec, order.entryTs / 1000);
      return logical !== null && logical >= start && logical <= end;
    });
    const priceRange = entryPriceRange(inView);
    return priceRange ? { priceRange } : null;
  }

  private colorOf(order: ChartOrder): string {
    return order.direction === 'up' ? this.palette.up : this.palette.down;
  }

  private axisView(expiry: Expiry): ISeriesPrimitiveAxisView {
    return {
      coordinate: () => expiry.x ?? -1,
      visible: () => expiry.x !== null,
      text: () => expiry.order.expiryLabel,
      textColor: () => this.palette.onDirection,
      backColor: () => this.colorOf(expiry.order),
    };
  }

  private draw(target: DrawTarget): void {
    target.useBitmapCoordinateSpace(({ context, bitmapSize, horizontalPixelRatio, verticalPixelRatio }) => {
      const width = Math.max(1, Math.floor(horizontalPixelRatio));
      const dash = Math.max(1, Math.round(DASH_PX * verticalPixelRatio));
      for (const { order, x } of this.expiries) {
        if (x === null) continue;
        const left = Math.round(x * horizontalPixelRatio) - Math.floor(width / 2);
        if (left + width < 0 || left > bitmapSize.width) continue;
        context.fillStyle = this.colorOf(order);
        for (let y = 0; y < bitmapSize.height; y += 2 * dash) context.fillRect(left, y, width, dash);
      }
    });
  }
}
