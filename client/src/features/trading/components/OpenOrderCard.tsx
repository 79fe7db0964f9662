import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@tempo/shared';
import { store } from '../../../app/store';
import { formatMoney } from '../../../lib/formatMoney';
import { quotes } from '../../quotes/state';
import { trendOf } from '../../quotes/liveQuote';
import { serverNow } from '../clockOffset';
import { remainingFraction, secondsLeft } from '../countdown';
import { openOrders } from '../orderEvents';
import { livePnl, signedMoney } from '../orderOutcome';
import { priceText } from '../productPrecision';
import { CloseNow } from './CloseNow';
import { CountdownRing } from './CountdownRing';
import { DirectionBadge, DurationLabel } from './labels';

/** An order this young when its card appears was just placed: its card scrolls into view, in ms. */
const FRESH_MS = 3_000;

interface OpenOrderCardProps {
  order: OrderView;
  /** Decimals of the product's prices, when known. */
  precision: number | undefined;
  /** The server's time now (epoch ms). */
  now: number;
}

/**
 * One running order: the ring with the seconds left, direction and stake, entry and live price,
 * what it would pay if it expired now and, when it may be sold early, its sell price and "Close
 * now". Past expiry it waits for the settlement.
 */
export function OpenOrderCard({ order, precision, now }: OpenOrderCardProps) {
  const { t } = useTranslation();
  const { currencySymbol } = useSnapshot(store);
  const { lastTicks } = useSnapshot(quotes);
  const { exits } = useSnapshot(openOrders);
  const live = lastTicks[order.symbol];
  const exit = exits[order.id] ?? null;
  const pnl = livePnl(order, exit);
  const seconds = secondsLeft(order, now);
  const settling = seconds === 0;
  const id = order.id;
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (serverNow() - order.entryTs < FRESH_MS) {
      ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  }, [order.entryTs]);

  return (
    <article
      ref={ref}
      className="open-order card"
      data-testid={`open-order-${id}`}
      data-direction={order.direction}
      data-state={settling ? 'settling' : 'running'}
    >
      <CountdownRing
        fraction={remainingFraction(order, now)}
        seconds={seconds}
        direction={order.direction}
        testId={`countdown-${id}`}
      />
      <div className="open-order-body">
        <p className="open-order-head">
          <DirectionBadge direction={order.direction} />
          <span className="open-order-meta">
            {order.symbol} · <DurationLabel seconds={order.durationSec} />
            {order.account === 'demo' && (
              <span className="account-chip account-chip-demo">{t('trade.accounts.demo')}</span>
            )}
          </span>
        </p>
        <dl className="open-order-figures">
          <div>
            <dt>{t('trade.amountLabel')}</dt>
            <dd>{formatMoney(order.amount, currencySymbol)}</dd>
          </div>
          <div>
            <dt>{t('trade.entryPrice')}</dt>
            <dd data-testid={`entry-price-${id}`}>{priceText(order.entryPrice, precision)}</dd>
          </div>
          <div>
            <dt>{t('trade.livePrice')}</dt>
            <dd data-testid={`live-price-${id}`}>{priceText(live?.p ?? null, precision)}</dd>
          </div>
          <div>
            <dt>{t('trade.livePnl')}</dt>
            <dd className={`trend-${trendOf(pnl.profit)}`} data-testid={`live-pnl-${id}`}>
              {exit ? signedMoney(pnl.profit, currencySymbol) : '--'}
            </dd>
          </div>
        </dl>
        {settling && <p className="open-order-settling">{t('trade.settling')}</p>}
      </div>
      {!settling && <CloseNow order={order} now={now} />}
    </article>
  );
}
