// The audit chart of an order, in its own chunk with lightweight-charts.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@tempo/shared';
import { drawTickChart } from '../../../lib/chart/TickChart';

interface AuditChartProps {
  order: OrderDetail;
  precision: number;
}

/** The recorded ticks of a settled order with its entry and exit marked. */
export function AuditChart({ order, precision }: AuditChartProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const entryLabel = t('orders.entry');
  const exitLabel = t('orders.exit');

  useEffect(() => {
    const container = ref.current;
    const audit = order.auditTicks;
    if (!container || !audit) return;
    const exit =
      order.exitPrice !== null && order.exitTs !== null ? { t: order.exitTs, p: order.exitPrice } : null;
    return drawTickChart(container, {
      precision,
      locale: i18n.language,
      ticks: [...audit.entry, ...audit.exit],
      entry: { t: order.entryTs, p: order.entryPrice },
      exit,
      labels: { entry: entryLabel, exit: exitLabel },
      outcome: order.status === 'won' ? 'up' : order.status === 'lost' ? 'down' : 'flat',
    });
  }, [order, precision, i18n.language, entryLabel, exitLabel]);

  return <div ref={ref} className="audit-chart" data-testid="audit-chart" />;
}
