// The trader's open orders on one product as the live chart draws them and its legend lists them:
// the server's entry price and times, the direction, the stake, and the expiry's clock time.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { OrderView } from '@tempo/shared';
import { store } from '../../app/store';
import type { ChartOrder } from '../../lib/chart/orderPlacement';
import { formatMoney } from '../../lib/formatMoney';
import { priceText } from '../trading/productPrecision';
import { useOpenOrders } from '../trading/useOpenOrders';

/** An open order on the chart, with the words its legend entry reads. */
export interface ChartOrderEntry extends ChartOrder {
  /** "Up" or "Down" in the person's language. */
  directionText: string;
  amountText: string;
  priceText: string;
}

const ARROWS = { up: '▲', down: '▼' } as const;

/** The expiry's time of day in the device's time zone, to the second ("12:00:30"). */
export function clockFormat(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
}

/** The user's open orders on `symbol`, oldest first (the order they were bought in), ready to draw. */
export function useChartOrders(symbol: string, precision: number, locale: string): ChartOrderEntry[] {
  const { t } = useTranslation();
  const { currencySymbol } = useSnapshot(store);
  const orders = useOpenOrders(symbol);
  const clock = clockFormat(locale);
  return [...orders].reverse().map((order: OrderView) => {
    const directionText = t(`chartOrders.${order.direction}`);
    const amountText = formatMoney(order.amount, currencySymbol);
    return {
      id: order.id,
      direction: order.direction,
      entryPrice: order.entryPrice,
      entryTs: order.entryTs,
      expiryTs: order.expiryTs,
      title: `${ARROWS[order.direction]} ${directionText} ${amountText}`,
      expiryLabel: clock.format(new Date(order.expiryTs)),
      directionText,
      amountText,
      priceText: priceText(order.entryPrice, precision),
    };
  });
}
