import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@tempo/shared';
import { store } from '../../../app/store';
import { ApiError } from '../../../lib/apiClient';
import { PageErrorBoundary } from '../../../lib/PageErrorBoundary';
import { formatMoney } from '../../../lib/formatMoney';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { trendOf } from '../../quotes/liveQuote';
import { useQuoteSubscription } from '../../quotes/useQuoteSubscription';
import { fetchOrder } from '../../trading/api';
import { CountdownRing } from '../../trading/components/CountdownRing';
import { DirectionBadge, DurationLabel, payoutPercent } from '../../trading/components/labels';
import { remainingFraction, secondsLeft } from '../../trading/countdown';
import { onOrderEvent } from '../../trading/orderEvents';
import { signedMoney } from '../../trading/orderOutcome';
import { priceText, usePrecisionOf } from '../../trading/productPrecision';
import { useServerNow } from '../../trading/useServerNow';
import { formatOrderTime } from '../../../lib/formatDateTime';

// lightweight-charts loads with the chart, only when an order's ticks are shown.
const AuditChart = lazy(() => import('./AuditChart').then((m) => ({ default: m.AuditChart })));

/** The audit ticks are written 2–5 s after settlement: asked for again this often, this many times. */
const AUDIT_POLL_MS = 2_000;
const AUDIT_POLLS = 10;

interface Loaded {
  key: string;
  order: OrderDetail | null;
  error: 'missing' | 'failed' | null;
}

/** One order: its figures, its countdown while open, and the chart of the ticks that decided it. */
export function OrderDetailView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { currencySymbol } = useSnapshot(store);
  const precisionOf = usePrecisionOf();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ key: '', order: null, error: null });
  const key = `${id}:${attempt}`;

  useEffect(() => {
    let active = true;
    fetchOrder(id).then(
      (order) => active && setLoaded({ key, order, error: null }),
      (error: unknown) => {
        if (!active) return;
        const missing = error instanceof ApiError && (error.code === 'NOT_FOUND' || error.httpStatus === 404);
        setLoaded((previous) => ({ key, order: previous.order, error: missing ? 'missing' : 'failed' }));
      },
    );
    return () => {
      active = false;
    };
  }, [id, key]);

  // Settled here or elsewhere: load it again for its result.
  useEffect(
    () =>
      onOrderEvent((event) => {
        if (event.kind === 'settled' && event.order.id === id) setAttempt((count) => count + 1);
      }),
    [id],
  );

  const order = loaded.order;
  const waitingForAudit = order !== null && order.status !== 'open' && order.auditTicks === null;
  useEffect(() => {
    if (!waitingForAudit || attempt >= AUDIT_POLLS) return;
    const timer = setTimeout(() => setAttempt((count) => count + 1), AUDIT_POLL_MS);
    return () => clearTimeout(timer);
  }, [waitingForAudit, attempt, loaded]);

  const open = order?.status === 'open';
  useQuoteSubscription(open && order ? [order.symbol] : [], true);
  const now = useServerNow(open);

  if (!order) {
    if (loaded.error === 'missing') return <EmptyState text={t('orders.notFound')} />;
    if (loaded.error === 'failed') return <PageLoadFailed onRetry={() => setAttempt((count) => count + 1)} />;
    return <PageLoading />;
  }

  const precision = precisionOf(order.symbol);
  const price = (value: number | null) => priceText(value, precision);
  const profit = order.profit;
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'number', label: t('orders.orderNo'), value: order.id },
    { key: 'product', label: t('orders.product'), value: order.symbol },
    { key: 'direction', label: t('trade.direction'), value: <DirectionBadge direction={order.direction} /> },
    { key: 'account', label: t('trade.accountLabel'), value: t(`trade.accounts.${order.account}`) },
    { key: 'amount', label: t('orders.amount'), value: formatMoney(order.amount, currencySymbol) },
    { key: 'payout-rate', label: t('orders.payoutRate'), value: payoutPercent(order.payoutBps) },
    {
      key: 'pnl',
      label: t('orders.pnl'),
      value:
        profit === null ? (
          '--'
        ) : (
          <span className={`trend-${trendOf(profit)}`}>{signedMoney(profit, currencySymbol)}</span>
        ),
    },
    { key: 'buy-price', label: t('orders.buyPrice'), value: price(order.entryPrice) },
    { key: 'deal-price', label: t('orders.dealPrice'), value: price(order.exitPrice) },
    {
      key: 'holding-time',
      label: t('orders.holdingTime'),
      value: <DurationLabel seconds={order.durationSec} />,
    },
    { key: 'open-time', label: t('orders.openTime'), value: formatOrderTime(order.entryTs, i18n.language) },
    {
      key: 'close-time',
      label: t('orders.closeTime'),
      value: formatOrderTime(order.settledAt, i18n.language),
    },
  ];

  return (
    <div
      className="order-detail"
      data-testid="order-detail"
      data-order-id={order.id}
      data-status={order.status}
    >
      <section className="card order-detail-summary">
        {open ? (
          <div className="order-detail-countdown">
            <CountdownRing
              fraction={remainingFraction(order, now)}
              seconds={secondsLeft(order, now)}
              direction={order.direction}
              size={72}
              testId="order-detail-countdown"
            />
            <p>{secondsLeft(order, now) === 0 ? t('trade.settling') : t('orders.holding')}</p>
          </div>
        ) : (
          <p className="order-detail-result">
            <span className={`result-badge result-${order.status}`} data-testid="order-detail-result">
              {t(`orders.result.${order.status}`)}
            </span>
          </p>
        )}
        <dl className="order-detail-figures">
          {rows.map((row) => (
            <div key={row.key}>
              <dt>{row.label}</dt>
              <dd data-testid={`order-detail-${row.key}`}>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {!open && (
        <section className="card order-detail-chart">
          <h2 className="order-detail-chart-title">{t('orders.auditTitle')}</h2>
          {order.auditTicks ? (
            <PageErrorBoundary>
              <Suspense fallback={<div className="audit-chart audit-chart-pending" />}>
                <AuditChart order={order} precision={precision ?? decimalsOf(price(order.entryPrice))} />
              </Suspense>
            </PageErrorBoundary>
          ) : (
            <p className="audit-chart audit-chart-pending" data-testid="audit-pending">
              {attempt >= AUDIT_POLLS ? t('orders.auditMissing') : t('orders.auditPending')}
            </p>
          )}
        </section>
      )}
    </div>
  );
}

/** The decimals a formatted price shows ("67,250.50" → 2). */
function decimalsOf(text: string): number {
  return text.split('.')[1]?.length ?? 0;
}
