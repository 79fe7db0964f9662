import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@tempo/shared';
import { orderDetailPath, orderListPath } from '../../../app/paths';
import { store } from '../../../app/store';
import { formatMoney } from '../../../lib/formatMoney';
import { DirectionBadge } from '../components/labels';
import { earningsOf, signedMoney } from '../orderOutcome';
import { summarizeResults } from './resultSummary';
import { dismissResultToast, holdResultToast, releaseResultToast, resultToast } from './resultToastState';
import './results.css';

/**
 * The result of an order that settled away from its product's closing dialog, on any page: won,
 * lost, draw or void with the amount and the product; a tap opens the order. Several results at
 * once read as one summary that opens the closed orders. A polite live region, so a screen reader
 * hears each result without losing its place.
 */
export function ResultToast() {
  const { orders, key } = useSnapshot(resultToast);
  return (
    <div
      className="result-toast-region"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="result-toast-region"
    >
      {orders.length > 0 && (
        <div
          key={key}
          className="result-toast"
          data-testid="result-toast"
          onPointerEnter={holdResultToast}
          onPointerLeave={releaseResultToast}
          onFocus={holdResultToast}
          onBlur={releaseResultToast}
        >
          {orders.length === 1 ? (
            <SingleResult order={orders[0] as OrderView} />
          ) : (
            <ManyResults orders={orders as readonly OrderView[]} />
          )}
          <DismissButton />
        </div>
      )}
    </div>
  );
}

function SingleResult({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { currencySymbol } = useSnapshot(store);
  const earnings = earningsOf(order, currencySymbol);
  const tone = earnings.kind === 'win' ? 'up' : earnings.kind === 'loss' ? 'down' : 'flat';
  return (
    <Link
      href={orderDetailPath(order.id)}
      className="result-toast-body"
      data-order-id={order.id}
      data-status={order.status}
      onClick={dismissResultToast}
    >
      <span className="result-toast-line">
        <span className={`result-toast-outcome trend-${tone}`} data-testid="result-toast-outcome">
          {t(`orders.result.${order.status}`)}
        </span>
        <span className={`result-toast-amount trend-${tone}`} data-testid="result-toast-amount">
          {earnings.text}
        </span>
      </span>
      <span className="result-toast-line result-toast-detail">
        <span className="result-toast-symbol">{order.symbol}</span>
        <DirectionBadge direction={order.direction} />
        {order.account === 'demo' && <span className="result-toast-demo">{t('trade.accounts.demo')}</span>}
      </span>
    </Link>
  );
}

function ManyResults({ orders }: { orders: readonly OrderView[] }) {
  const { t } = useTranslation();
  const { currencySymbol } = useSnapshot(store);
  const summary = summarizeResults(orders);
  const tone = summary.net === null || summary.net === 0 ? 'flat' : summary.net > 0 ? 'up' : 'down';
  return (
    <Link
      href={orderListPath('closed', summary.account ?? 'real')}
      className="result-toast-body"
      data-count={summary.count}
      onClick={dismissResultToast}
    >
      <span className="result-toast-line">
        <span className="result-toast-outcome" data-testid="result-toast-outcome">
          {t('results.ordersClosed', { count: summary.count })}
        </span>
        {summary.net !== null && (
          <span className={`result-toast-amount trend-${tone}`} data-testid="result-toast-amount">
            {summary.net === 0 ? formatMoney(0, currencySymbol) : signedMoney(summary.net, currencySymbol)}
          </span>
        )}
      </span>
      <span className="result-toast-line result-toast-detail">{t('results.viewClosed')}</span>
    </Link>
  );
}

function DismissButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="result-toast-close"
      aria-label={t('results.dismiss')}
      data-testid="result-toast-close"
      onClick={dismissResultToast}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
