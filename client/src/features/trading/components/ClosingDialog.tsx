import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@tempo/shared';
import { store } from '../../../app/store';
import { onOrderEvent } from '../orderEvents';
import { earningsOf, hapticPatternOf, verdictOf } from '../orderOutcome';
import { claimResultsOf } from '../results/resultClaims';
import { priceText } from '../productPrecision';
import { DirectionBadge } from './labels';

/**
 * "Closing successful" with the earnings message and the exit price, for each order of `symbol`
 * that settles while the screen is open (one after another when several settle together).
 */
export function ClosingDialog({ symbol, precision }: { symbol: string; precision: number }) {
  const [queue, setQueue] = useState<OrderView[]>([]);

  // Results of this product show here in full, not again as a toast.
  useEffect(() => claimResultsOf(symbol), [symbol]);

  useEffect(
    () =>
      onOrderEvent((event) => {
        if (event.kind === 'settled' && event.order.symbol === symbol) {
          setQueue((orders) => [...orders, event.order]);
        }
      }),
    [symbol],
  );

  const order = queue[0];
  if (!order) return null;
  return (
    <ClosingMessage
      key={order.id}
      order={order}
      precision={precision}
      onClose={() => setQueue((orders) => orders.slice(1))}
    />
  );
}

function ClosingMessage({
  order,
  precision,
  onClose,
}: {
  order: OrderView;
  precision: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { currencySymbol } = useSnapshot(store);
  const earnings = earningsOf(order, currencySymbol);
  const message =
    earnings.kind === 'refund'
      ? t('trade.refunded', { amount: earnings.text })
      : t('trade.earnings', { amount: earnings.text });
  const tone = earnings.kind === 'win' ? 'up' : earnings.kind === 'loss' ? 'down' : 'flat';
  const verdict = verdictOf(order, currencySymbol);
  // "You won +$8.00", "You lost $13.00", a draw, a void: who won, before any figure.
  const verdictText =
    verdict.kind === 'won'
      ? t('trade.verdictWon', { amount: verdict.amount })
      : verdict.kind === 'lost'
        ? t('trade.verdictLost', { amount: verdict.amount })
        : verdict.kind === 'draw'
          ? t('trade.verdictDraw')
          : verdict.kind === 'void'
            ? t('trade.verdictVoid')
            : verdict.kind === 'sold'
              ? t('trade.verdictSold', { amount: verdict.amount })
              : '';

  useEffect(() => {
    const pattern = hapticPatternOf(order.status, {
      enabled: store.haptics,
      reducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    });
    if (pattern && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
  }, [order.status]);

  return (
    <div className="dialog-backdrop" onClick={onClose}>
      <div
        className="dialog closing-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="closing-title"
        data-testid="closing-dialog"
        data-order-id={order.id}
        data-status={order.status}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="closing-title" className="dialog-title" data-testid="closing-title">
          {t('trade.closingSuccess')}
        </h2>
        <p
          className={`closing-verdict trend-${tone}`}
          data-testid="closing-verdict"
          data-verdict={verdict.kind}
        >
          {verdictText}
        </p>
        <p className={`closing-earnings trend-${tone}`} data-testid="closing-earnings">
          {message}
        </p>
        <dl className="closing-figures">
          <div>
            <dt>{t('trade.direction')}</dt>
            <dd>
              <DirectionBadge direction={order.direction} />
            </dd>
          </div>
          <div>
            <dt>{t('trade.entryPrice')}</dt>
            <dd>{priceText(order.entryPrice, precision)}</dd>
          </div>
          <div>
            <dt>{t('trade.exitPrice')}</dt>
            <dd data-testid="closing-exit-price">{priceText(order.exitPrice, precision)}</dd>
          </div>
        </dl>
        <div className="dialog-actions dialog-actions-single">
          <button
            type="button"
            className="dialog-button dialog-button-primary"
            data-testid="closing-ok"
            onClick={onClose}
          >
            {t('trade.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
