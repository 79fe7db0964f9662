import { useTranslation } from 'react-i18next';
import type { ChartOrderEntry } from '../useChartOrders';

/**
 * The open orders drawn on the chart, in words: what a screen reader reads instead of the canvas,
 * and a compact key over the chart's corner for everyone ("▲ Up $10.00 at 67,250.50 · ends
 * 12:00:30"). Nothing when there are none.
 */
export function ChartOrderLegend({ orders }: { orders: readonly ChartOrderEntry[] }) {
  const { t } = useTranslation();
  if (orders.length === 0) return null;
  return (
    <ul className="chart-orders" aria-label={t('chartOrders.label')} data-testid="chart-orders">
      {orders.map((order) => (
        <li
          key={order.id}
          data-testid={`chart-order-${order.id}`}
          data-direction={order.direction}
          data-entry-price={order.entryPrice}
        >
          <span className={`chart-orders-arrow ${order.direction}`} aria-hidden="true">
            {order.direction === 'up' ? '▲' : '▼'}
          </span>
          {t('chartOrders.entry', {
            direction: order.directionText,
            amount: order.amountText,
            price: order.priceText,
            time: order.expiryLabel,
          })}
        </li>
      ))}
    </ul>
  );
}
