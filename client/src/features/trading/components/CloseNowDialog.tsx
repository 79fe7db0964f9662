import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { OrderView, SaleQuote } from '@tempo/shared';
import { store } from '../../../app/store';
import { ApiError } from '../../../lib/apiClient';
import { formatMoney } from '../../../lib/formatMoney';
import { BottomSheet } from '../../../lib/ui/BottomSheet';
import { trendOf } from '../../quotes/liveQuote';
import { fetchOrder, sellOrder } from '../api';
import { rememberReadBack, rememberSold } from '../orderEvents';
import { signedMoney } from '../orderOutcome';
import { saleOfferOf, shownSaleQuote, useSalePrice } from '../salePrices';
import { DirectionBadge, DurationLabel } from './labels';

interface CloseNowDialogProps {
  order: OrderView;
  /** The server's time now (epoch ms). */
  now: number;
  onClose: () => void;
}

/**
 * "Close this position now?": the price it sells for, live, and a confirm that sells for no less
 * than the price shown as it is tapped (E5). A price that fell meanwhile sells nothing: the price
 * now is shown and the trader asked again. A sale closes the dialog; its result shows as a
 * settlement's does (the closing dialog), once. Drawn at the end of the body, over the page.
 */
export function CloseNowDialog({ order, now, onClose }: CloseNowDialogProps) {
  const { t } = useTranslation('earlyClose');
  const { t: tc } = useTranslation();
  const { currencySymbol } = useSnapshot(store);
  const live = saleOfferOf(useSalePrice(order.id), now);
  /** The price a PRICE_MOVED answer brought, shown until a newer live one comes. */
  const [moved, setMoved] = useState<SaleQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A second tap while the sale is on its way does nothing.
  const inFlight = useRef(false);

  const quote = shownSaleQuote(live, moved);
  const money = (cents: number) => formatMoney(cents, currencySymbol);
  const pnl = quote ? quote.price - order.amount : null;

  async function sell(minPrice: number) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      rememberSold(await sellOrder(order.id, minPrice));
      onClose();
    } catch (failure) {
      const refusal = failure instanceof ApiError ? failure : null;
      if (refusal?.code === 'PRICE_MOVED' && refusal.details.quote) {
        setMoved(refusal.details.quote);
        return;
      }
      setMoved(null);
      setError(refusal?.message ?? tc('common.requestFailed'));
      // Settled (or sold from another device) meanwhile: its result is read and shown now.
      if (refusal?.code === 'ORDER_NOT_OPEN') fetchOrder(order.id).then(rememberReadBack, () => undefined);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return createPortal(
    <BottomSheet title={t('confirm.title')} onClose={onClose} testId="close-now-dialog">
      <div className="close-now-sheet" data-order-id={order.id}>
        <p className="close-now-summary">
          <DirectionBadge direction={order.direction} />
          <span className="open-order-meta">
            {order.symbol} · <DurationLabel seconds={order.durationSec} />
          </span>
        </p>
        <dl className="close-now-sheet-figures">
          <div>
            <dt>{tc('trade.amountLabel')}</dt>
            <dd>{money(order.amount)}</dd>
          </div>
          <div>
            <dt>{t('confirm.price')}</dt>
            <dd
              className="close-now-sheet-price"
              data-testid="close-now-dialog-price"
              data-moved={quote !== null && quote === moved}
            >
              {quote ? money(quote.price) : '--'}
            </dd>
          </div>
          <div>
            <dt>{t('confirm.pnl')}</dt>
            <dd className={`trend-${trendOf(pnl ?? 0)}`} data-testid="close-now-dialog-pnl">
              {pnl === null ? '--' : signedMoney(pnl, currencySymbol)}
            </dd>
          </div>
        </dl>
        {live.kind === 'unavailable' && (
          <p className="close-now-reason" data-testid="close-now-dialog-reason">
            {t(`reasons.${live.reason}`)}
          </p>
        )}
        {!quote && live.kind === 'none' && (
          <p className="close-now-waiting" aria-busy="true">
            {t('confirm.waiting')}
          </p>
        )}
        {moved && (
          <p className="close-now-moved" role="alert" data-testid="close-now-dialog-moved">
            {t('confirm.moved')}
          </p>
        )}
        {error && (
          <p className="field-error" role="alert" data-testid="close-now-dialog-error">
            {error}
          </p>
        )}
        <p className="close-now-note">{t('confirm.note')}</p>
        <div className="close-now-actions">
          <button
            type="button"
            className="button button-primary button-block"
            disabled={!quote || busy}
            data-testid="close-now-confirm"
            onClick={() => quote && void sell(quote.price)}
          >
            {busy ? t('confirm.closing') : t('confirm.submit', { price: quote ? money(quote.price) : '--' })}
          </button>
          {/* The focus starts on the choice that changes nothing: Enter must not sell. */}
          <button
            type="button"
            className="button button-secondary button-block"
            autoFocus
            data-testid="close-now-keep"
            onClick={onClose}
          >
            {t('confirm.keep')}
          </button>
        </div>
      </div>
    </BottomSheet>,
    document.body,
  );
}
