import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Direction, ProductView } from '@tempo/shared';
import { useOnline } from '../../../app/pwa/useOnline';
import { store } from '../../../app/store';
import { PageErrorBoundary } from '../../../lib/PageErrorBoundary';
import { lastChoices } from '../lastChoice';
import { ClosingDialog } from './ClosingDialog';
import { PayoutRate } from './labels';
import '../trading.css';

// The sheet brings the amount rules of @tempo/shared, whose module also holds the phone-number
// rules and their metadata (~30 KB gzipped): it loads after the page is on screen, not with it.
const loadTradeSheet = () => import('./TradeSheet').then((m) => ({ default: m.TradeSheet }));
const TradeSheet = lazy(loadTradeSheet);
/** How long after the page shows the sheet's chunk is fetched ahead of a tap, in ms. */
const PREFETCH_DELAY_MS = 1_000;

/**
 * The bottom of the trading page: "Buy up" and "Buy down" (disabled, with the reason, while the
 * phone is offline, while the market is closed or under maintenance, or while a replay runs and
 * the real account is chosen),
 * the purchase sheet they open, and the closing dialog. A product on a replay says so.
 */
export function TradeControls({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  const { tradingAccount } = useSnapshot(store);
  const [direction, setDirection] = useState<Direction | null>(null);
  const close = useCallback(() => setDirection(null), []);
  const online = useOnline();
  // The payout of the countdown the sheet will open with: the last chosen, else the shortest.
  const remembered = useSnapshot(lastChoices)[product.symbol];
  const options = [...product.countdowns].sort((a, b) => a.durationSec - b.durationSec);
  const offered = options.find((option) => option.durationSec === remembered?.durationSec) ?? options[0];

  let reason: string | null = null;
  // A purchase sent offline could only fail: say why before the tap.
  if (!online) reason = t('trade.offlineReason');
  else if (product.status === 'maintenance') reason = t('trade.maintenanceReason');
  else if (product.status === 'closed') reason = t('trade.closedReason');
  else if (product.countdowns.length === 0) reason = t('trade.noOptionsReason');
  // The server refuses real money on a replay (PRODUCT_IN_SANDBOX); say so before the tap.
  else if (product.sandbox && tradingAccount === 'real') reason = t('trade.sandboxReason');
  const open = reason === null;

  // The page keeps room under its last content for the bar as tall as it is now (a replay's notice
  // and a reason make it taller), so nothing, the account switch included, stays behind it.
  const barRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = barRef.current!;
    const page = bar.parentElement!;
    const observer = new ResizeObserver(() =>
      page.style.setProperty('--trade-bar-height', `${bar.getBoundingClientRect().height}px`),
    );
    observer.observe(bar);
    return () => {
      observer.disconnect();
      page.style.removeProperty('--trade-bar-height');
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void loadTradeSheet().catch(() => undefined), PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <>
      <div ref={barRef} className="trade-bar" data-testid="trade-bar" data-enabled={open}>
        {product.sandbox && (
          <p className="trade-bar-sandbox" role="status" data-testid="sandbox-notice">
            {t('trade.sandboxNotice')}
          </p>
        )}
        {reason && (
          <p className="trade-bar-reason" data-testid="trade-disabled-reason">
            {reason}
          </p>
        )}
        <div className="trade-bar-buttons">
          <button
            type="button"
            className="button trade-button trade-button-up"
            disabled={!open}
            data-testid="buy-up"
            onClick={() => setDirection('up')}
          >
            ▲ {t('trade.buyUp')}
            {offered && (
              <span className="trade-button-rate" data-testid="buy-up-rate">
                <PayoutRate bps={offered.payoutBps} />
              </span>
            )}
          </button>
          <button
            type="button"
            className="button trade-button trade-button-down"
            disabled={!open}
            data-testid="buy-down"
            onClick={() => setDirection('down')}
          >
            ▼ {t('trade.buyDown')}
            {offered && (
              <span className="trade-button-rate" data-testid="buy-down-rate">
                <PayoutRate bps={offered.payoutBps} />
              </span>
            )}
          </button>
        </div>
      </div>
      {open && direction && (
        <PageErrorBoundary>
          <Suspense fallback={<div className="sheet-backdrop" />}>
            <TradeSheet product={product} direction={direction} onClose={close} />
          </Suspense>
        </PageErrorBoundary>
      )}
      <ClosingDialog symbol={product.symbol} precision={product.precision} />
    </>
  );
}
