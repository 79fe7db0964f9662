import { useTranslation } from 'react-i18next';
import { useOpenOrders } from '../useOpenOrders';
import { useServerNow } from '../useServerNow';
import { CountdownAnnouncer } from './CountdownAnnouncer';
import { OpenOrderCard } from './OpenOrderCard';
import '../../quotes/quotes.css';
import '../trading.css';

/** The countdowns of the user's open orders on one product, newest first; nothing when there are none. */
export function OpenOrders({ symbol, precision }: { symbol: string; precision: number }) {
  const { t } = useTranslation();
  const orders = useOpenOrders(symbol);
  const now = useServerNow(
    orders.length > 0,
    orders.map((order) => order.expiryTs),
  );
  if (orders.length === 0) return null;
  return (
    <section className="open-orders" data-testid="open-orders">
      <h2 className="open-orders-title">{t('trade.openOrders')}</h2>
      <CountdownAnnouncer orders={orders} now={now} />
      {orders.map((order) => (
        <OpenOrderCard key={order.id} order={order} precision={precision} now={now} />
      ))}
    </section>
  );
}
