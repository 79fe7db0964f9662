// The audit chart of an order, in its own chunk with lightweight-charts.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@tempo/shared';
import { chartPalette } from '../../../lib/chart/chartPalette';
import { drawTickChart, type TickChartHandle } from '../../../lib/chart/TickChart';
import { useTheme } from '../../../lib/theme/useTheme';
import { priceText } from '../../trading/productPrecision';

interface AuditChartProps {
  order: OrderDetail;
  precision: number;
}

/**
 * The recorded ticks of a settled order with its entry and exit marked on the line, in the
 * colours of the theme (followed in place), and the same two points in words for screen readers.
 */
export function AuditChart({ order, precision }: AuditChartProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<TickChartHandle | null>(null);
  // Read when the chart is drawn; kept current by the theme's effect, declared before it.
  const palette = useRef(chartPalette(theme));
  const entryLabel = t('orders.entry');
  const exitLabel = t('orders.exit');

  useEffect(() => {
    palette.current = chartPalette(theme);
    chartRef.current?.setPalette(palette.current);
  }, [theme]);

  useEffect(() => {
    const container = ref.current;
    const audit = order.auditTicks;
    if (!container || !audit) return;
    const exit =
      order.exitPrice !== null && order.exitTs !== null ? { t: order.exitTs, p: order.exitPrice } : null;
    const chart = drawTickChart(container, {
      precision,
      locale: i18n.language,
      ticks: [...audit.entry, ...audit.exit],
      entry: { t: order.entryTs, p: order.entryPrice },
      exit,
      labels: { entry: entryLabel, exit: exitLabel },
      outcome: outcomeTone(order),
      palette: palette.current,
    });
    chartRef.current = chart;
    return () => {
      chartRef.current = null;
      chart.remove();
    };
  }, [order, precision, i18n.language, entryLabel, exitLabel]);

  const clock = new Intl.DateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const point = (key: 'entryPoint' | 'exitPoint', price: number, ts: number) =>
    t(`chartOrders.${key}`, { price: priceText(price, precision), time: clock.format(new Date(ts)) });
  return (
    <>
      <div ref={ref} className="audit-chart" data-testid="audit-chart" />
      <p className="visually-hidden" data-testid="audit-chart-summary">
        {point('entryPoint', order.entryPrice, order.entryTs)}
        {order.exitPrice !== null && order.exitTs !== null && (
          <> · {point('exitPoint', order.exitPrice, order.exitTs)}</>
        )}
      </p>
    </>
  );
}

/** The colour of the line between entry and exit: a gain up, a loss down, a refund flat. */
function outcomeTone(order: OrderDetail): 'up' | 'down' | 'flat' {
  if (order.status === 'won') return 'up';
  if (order.status === 'lost') return 'down';
  if (order.status === 'sold' && order.profit) return order.profit > 0 ? 'up' : 'down';
  return 'flat';
}
