// The chart of the detail screen, in its own chunk with lightweight-charts, so the screen's
// header renders before the chart library has arrived.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERVAL_MS } from '@tempo/shared';
import { PriceChart } from '../../../lib/chart/PriceChart';
import { type ChartType, type IndicatorName } from '../../../lib/chart/chartOptions';
import { chartPalette } from '../../../lib/chart/chartPalette';
import { priceAxisFormatter } from '../../../lib/chart/priceAxisFormatter';
import { labelChartCredit } from '../../../lib/chart/labelChartCredit';
import { useTheme } from '../../../lib/theme/useTheme';
import type { LiveCandleFeed } from '../../quotes/liveCandleFeed';
import { useChartOrders } from '../useChartOrders';
import { ChartOrderLegend } from './ChartOrderLegend';

interface LiveChartProps {
  feed: LiveCandleFeed;
  precision: number;
  locale: string;
  type: ChartType;
  indicators: readonly IndicatorName[];
}

/**
 * A PriceChart following a live candle feed: every change of the book redraws what changed. The
 * trader's open orders on the product are drawn on it and listed over it; its colours follow
 * the theme without the chart being made again.
 */
export function LiveChart({ feed, precision, locale, type, indicators }: LiveChartProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<PriceChart | null>(null);
  const theme = useTheme();
  const orders = useChartOrders(feed.symbol, precision, locale);
  // What the chart should show; read when it is (re)created. Kept current by the effects below,
  // which run before the one that creates the chart.
  const wanted = useRef({ type, indicators, palette: chartPalette(theme) });

  useEffect(() => {
    wanted.current.type = type;
    chartRef.current?.setType(type);
  }, [type]);

  useEffect(() => {
    wanted.current.indicators = indicators;
    chartRef.current?.setIndicators(indicators);
  }, [indicators]);

  useEffect(() => {
    // <html data-theme> has the new theme by now: its colour tokens can be read.
    const palette = chartPalette(theme);
    wanted.current.palette = palette;
    chartRef.current?.setPalette(palette);
  }, [theme]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = new PriceChart(container, { precision, locale, ...wanted.current });
    chartRef.current = chart;
    return () => {
      chartRef.current = null;
      chart.destroy();
    };
  }, [precision, locale]);

  const creditLabel = t('detail.chartCredit');
  useEffect(() => labelChartCredit(containerRef.current!, creditLabel), [creditLabel]);

  // After the chart exists (same dependencies, declared after it): draw the book and follow it.
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    chart.setData(feed.book.candles);
    chart.setOlderHandler(() => feed.loadOlder());
    const stop = feed.listen((change) => {
      if (change.kind === 'reset') chart.setData(feed.book.candles, change.keepView);
      else if (change.kind === 'from') chart.update(feed.book.candles, change.index);
    });
    return () => {
      stop();
      chart.setOlderHandler(null);
    };
  }, [feed, precision, locale]);

  // What a screen reader hears of the canvas: the span of the price axis, in the axis's own format.
  const summaryRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const summary = summaryRef.current!;
    const format = priceAxisFormatter(locale, precision);
    const describe = () => {
      const range = chartRef.current?.visiblePriceRange();
      if (!range) return;
      summary.textContent = t('detail.chartSummary', { low: format(range.from), high: format(range.to) });
    };
    describe();
    const timer = setInterval(describe, 1_000);
    return () => clearInterval(timer);
  }, [locale, precision, t]);

  // The open orders, on a chart made again or with another interval too. Cheap when unchanged.
  useEffect(() => {
    chartRef.current?.setOrders(orders, INTERVAL_MS[feed.interval]);
  }, [orders, feed, precision, locale]);

  return (
    <>
      <div ref={containerRef} className="live-chart" />
      {/* Written straight to the DOM once a second: no render of the chart for it. */}
      <p ref={summaryRef} className="visually-hidden" data-testid="chart-summary" />
      <ChartOrderLegend orders={orders} />
    </>
  );
}
