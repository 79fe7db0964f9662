import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@tempo/shared';
import { store } from '../../../app/store';
import { formatMoney } from '../../../lib/formatMoney';
import { trendOf } from '../../quotes/liveQuote';
import { signedMoney } from '../orderOutcome';
import { saleOfferOf, useSalePrice } from '../salePrices';
import { CloseNowDialog } from './CloseNowDialog';
import '../closeNow.css';

interface CloseNowProps {
  order: OrderView;
  /** The server's time now (epoch ms). */
  now: number;
}

/**
 * The early close of a running order (orders/SPEC.md E5), once the server prices it: what it sells
 * for now, that price's profit or loss against the amount, and "Close now", which asks to confirm.
 * Off, with the reason, while no sale is possible; nothing for an order placed without early close.
 */
export function CloseNow({ order, now }: CloseNowProps) {
  const { t } = useTranslation('earlyClose');
  const { currencySymbol } = useSnapshot(store);
  const offer = saleOfferOf(useSalePrice(order.id), now);
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const reasonId = useId();
  const id = order.id;

  // Back from the confirmation (cancelled or refused), focus returns to where it opened from.
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (wasConfirming.current && !confirming) button.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const closeDialog = useCallback(() => setConfirming(false), [setConfirming]);
  // An open confirmation stays while the price is away (a reconnect): it shows that it waits.
  const dialog = confirming && <CloseNowDialog order={order} now={now} onClose={closeDialog} />;
  if (offer.kind === 'none') return dialog || null;
  const quote = offer.kind === 'price' ? offer.quote : null;
  const pnl = quote ? quote.price - order.amount : null;
  return (
    <div className="close-now" data-testid={`close-now-${id}`} data-state={offer.kind}>
      <dl className="close-now-figures">
        <div>
          <dt>{t('sellPrice')}</dt>
          <dd data-testid={`sale-price-${id}`}>{quote ? formatMoney(quote.price, currencySymbol) : '--'}</dd>
        </div>
        <div>
          <dt>{t('salePnl')}</dt>
          <dd className={`trend-${trendOf(pnl ?? 0)}`} data-testid={`sale-pnl-${id}`}>
            {pnl === null ? '--' : signedMoney(pnl, currencySymbol)}
          </dd>
        </div>
      </dl>
      <button
        ref={button}
        type="button"
        className="button button-secondary button-small close-now-button"
        disabled={!quote}
        aria-describedby={quote ? undefined : reasonId}
        data-testid={`close-now-button-${id}`}
        onClick={() => setConfirming(true)}
      >
        {t('closeNow')}
      </button>
      {offer.kind === 'unavailable' && (
        <p id={reasonId} className="close-now-reason" data-testid={`close-now-reason-${id}`}>
          {t(`reasons.${offer.reason}`)}
        </p>
      )}
      {dialog}
    </div>
  );
}
