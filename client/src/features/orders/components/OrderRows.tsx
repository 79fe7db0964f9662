import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@tempo/shared';
import { orderDetailPath } from '../../../app/paths';
import { store } from '../../../app/store';
import { formatMoney } from '../../../lib/formatMoney';
import { quotes } from '../../quotes/state';
import { trendOf } from '../../quotes/liveQuote';
import { CountdownRing } from '../../trading/components/CountdownRing';
import { DirectionBadge, DurationLabel } from '../../trading/components/labels';
import { remainingFraction, secondsLeft } from '../../trading/countdown';
import { openOrders } from '../../trading/orderEvents';
import { livePnl, signedMoney } from '../../trading/orderOutcome';
import { formatOrderTime } from '../../../lib/formatDateTime';

type PriceFormat = (symbol: string, price: number | null) => string;

function RowHead({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <p className="order-row-head">
      <span className="order-row-symbol">
        {order.symbol}
        {order.account === 'demo' && (
          <span className="account-chip account-chip-demo">{t('trade.accounts.demo')}</span>
        )}
      </span>
      <DirectionBadge direction={order.direction} />
    </p>
  );
}

/** An open order: its countdown, stake, entry and live price, and what it would pay now. */
export function HoldingRow({ order, now, price }: { order: OrderView; now: number; price: PriceFormat }) {
  const { t } = useTranslation();
  const { currencySymbol } = useSnapshot(store);
  const { lastTicks } = useSnapshot(quotes);
  const { exits } = useSnapshot(openOrders);
  const exit = exits[order.id] ?? null;
  const pnl = livePnl(order, exit);
  const seconds = secondsLeft(order, now);
  return (
    <Link
      href={orderDetailPath(order.id)}
      className="order-row card"
      data-testid={`order-row-${order.id}`}
      data-status={order.status}
    >
      <CountdownRing
        fraction={remainingFraction(order, now)}
        seconds={seconds}
        direction={order.direction}
        size={48}
        testId={`order-countdown-${order.id}`}
      />
      <div className="order-row-body">
        <RowHead order={order} />
        <dl className="order-row-figures">
          <div>
            <dt>{t('orders.amount')}</dt>
            <dd>{formatMoney(order.amount, currencySymbol)}</dd>
          </div>
          <div>
            <dt>{t('orders.buyPrice')}</dt>
            <dd>{price(order.symbol, order.entryPrice)}</dd>
          </div>
          <div>
            <dt>{t('trade.livePrice')}</dt>
            <dd>{price(order.symbol, lastTicks[order.symbol]?.p ?? null)}</dd>
          </div>
          <div>
            <dt>{t('trade.livePnl')}</dt>
            <dd className={`trend-${trendOf(pnl.profit)}`}>
              {exit ? signedMoney(pnl.profit, currencySymbol) : '--'}
            </dd>
          </div>
        </dl>
        {seconds === 0 && <p className="open-order-settling">{t('trade.settling')}</p>}
      </div>
    </Link>
  );
}

/** A settled order: result, profit, entry and exit price, times. */
export function ClosedRow({ order, price }: { order: OrderView; price: PriceFormat }) {
  const { t, i18n } = useTranslation();
  const { currencySymbol } = useSnapshot(store);
  const profit = order.profit ?? 0;
  return (
    <Link
      href={orderDetailPath(order.id)}
      className="order-row order-row-closed card"
      data-testid={`order-row-${order.id}`}
      data-status={order.status}
    >
      <div className="order-row-body">
        <RowHead order={order} />
        <p className="order-row-result">
          <span className={`result-badge result-${order.status}`} data-testid={`order-result-${order.id}`}>
            {t(`orders.result.${order.status}`)}
          </span>
          <span
            className={`order-row-profit trend-${trendOf(profit)}`}
            data-testid={`order-profit-${order.id}`}
          >
            {signedMoney(profit, currencySymbol)}
          </span>
        </p>
        <dl className="order-row-figures">
          <div>
            <dt>{t('orders.amount')}</dt>
            <dd>
              {formatMoney(order.amount, currencySymbol)} · <DurationLabel seconds={order.durationSec} />
            </dd>
          </div>
          <div>
            <dt>
              {t('orders.buyPrice')} → {t('orders.dealPrice')}
            </dt>
            <dd>
              {price(order.symbol, order.entryPrice)} → {price(order.symbol, order.exitPrice)}
            </dd>
          </div>
          <div>
            <dt>{t('orders.openTime')}</dt>
            <dd>{formatOrderTime(order.entryTs, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('orders.closeTime')}</dt>
            <dd>{formatOrderTime(order.settledAt, i18n.language)}</dd>
          </div>
        </dl>
      </div>
    </Link>
  );
}
