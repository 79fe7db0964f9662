import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { winningPayout, type CountdownOption, type Direction, type ProductView } from '@tempo/shared';
import { store } from '../../../app/store';
import { ApiError } from '../../../lib/apiClient';
import { formatMoney } from '../../../lib/formatMoney';
import { errorText } from '../../../lib/i18n/errorText';
import { toast } from '../../../lib/toast/toast';
import {
  QUICK_AMOUNTS,
  allAmount,
  amountCents,
  checkAmount,
  quickAmount,
  sanitizeAmount,
} from '../amountRules';
import { RiskDisclosureLink } from '../../content/components/RiskDisclosureLink';
import { placeOrder } from '../api';
import { refreshProfileQuietly, rememberOpened } from '../orderEvents';
import { PurchaseAttempts } from '../purchaseAttempts';
import { useAccountBalance } from '../useAccountBalance';
import { BottomSheet } from './BottomSheet';
import { DurationLabel, PayoutRate } from './labels';

/** One for the app: a purchase retried after its sheet was closed and opened again keeps its key. */
const attempts = new PurchaseAttempts();
/** The countdown and amount last chosen per product, offered again when the sheet reopens. */
const lastChoice = new Map<string, { durationSec: number; amount: string }>();

interface TradeSheetProps {
  product: ProductView;
  direction: Direction;
  onClose: () => void;
}

/** The purchase sheet: countdown, stake, estimated return, confirm. */
export function TradeSheet({ product, direction, onClose }: TradeSheetProps) {
  const { t } = useTranslation();
  const { tradingAccount: account, currencySymbol } = useSnapshot(store);
  const balance = useAccountBalance(account);
  const options = [...product.countdowns].sort((a, b) => a.durationSec - b.durationSec);
  const [durationSec, setDurationSec] = useState(
    () => lastChoice.get(product.symbol)?.durationSec ?? options[0]?.durationSec ?? 0,
  );
  const [amount, setAmount] = useState(() => lastChoice.get(product.symbol)?.amount ?? '');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const option = options.find((candidate) => candidate.durationSec === durationSec) ?? options[0];
  useEffect(() => {
    if (option) lastChoice.set(product.symbol, { durationSec: option.durationSec, amount });
  }, [product.symbol, option, amount]);
  if (!option) return null;
  const chosen: CountdownOption = option;

  const money = (cents: number) => formatMoney(cents, currencySymbol);
  const cents = amountCents(amount);
  const estimated = cents === null ? null : winningPayout(cents, chosen.payoutBps);

  function choose(next: CountdownOption) {
    setDurationSec(next.durationSec);
    setAmount((text) => (text === '' ? text : sanitizeAmount(text, next)));
  }

  async function confirmPurchase() {
    // A second tap while the first is on its way does nothing (and would carry the same key).
    if (inFlight.current) return;
    const check = checkAmount(amount, chosen, balance);
    if (!check.ok) {
      toast(check.reason === 'EMPTY' ? t('trade.enterAmount') : errorText(check.reason));
      return;
    }
    const request = {
      symbol: product.symbol,
      direction,
      amount: check.cents,
      durationSec: chosen.durationSec,
      account,
    };
    const key = attempts.keyFor(request);
    inFlight.current = true;
    setBusy(true);
    try {
      const order = await placeOrder(request, key);
      attempts.answered();
      rememberOpened(order);
      // The `balance` event brings the new balance; fetched too, for a connection that missed it.
      refreshProfileQuietly();
      toast(t('trade.purchaseSuccess'));
      onClose();
    } catch (error) {
      // A refusal changed nothing: the next try is a new attempt. A lost answer may have placed
      // the order: trying the same purchase again sends the same key (toasted either way).
      if (!(error instanceof ApiError && error.code === 'NETWORK_FAILED')) attempts.answered();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const directionText = t(direction === 'up' ? 'trade.buyUp' : 'trade.buyDown');
  return (
    <BottomSheet
      testId="trade-sheet"
      onClose={onClose}
      title={
        <>
          <span className={`direction-text direction-${direction}`}>{directionText}</span>
          <span className="sheet-title-symbol">{product.symbol}</span>
        </>
      }
    >
      <div className="trade-sheet" data-direction={direction} data-account={account}>
        <p className="trade-sheet-account">
          <span className={`account-chip account-chip-${account}`}>{t(`trade.accounts.${account}`)}</span>
          <span>
            {t('trade.balance')}{' '}
            <strong data-testid="trade-balance">{balance === null ? '--' : money(balance)}</strong>
          </span>
        </p>

        <h3 className="trade-sheet-label">{t('trade.duration')}</h3>
        <div className="duration-chips" role="group" aria-label={t('trade.duration')}>
          {options.map((candidate) => (
            <button
              key={candidate.durationSec}
              type="button"
              className="duration-chip"
              aria-pressed={candidate.durationSec === chosen.durationSec}
              data-testid={`duration-${candidate.durationSec}`}
              onClick={() => choose(candidate)}
            >
              <span className="duration-chip-time">
                <DurationLabel seconds={candidate.durationSec} />
              </span>
              <span className="duration-chip-rate">
                <PayoutRate bps={candidate.payoutBps} />
              </span>
            </button>
          ))}
        </div>

        <label className="trade-sheet-label" htmlFor="trade-amount">
          {t('trade.amount')}
        </label>
        <div className="amount-field">
          <span className="amount-field-currency">{currencySymbol}</span>
          <input
            id="trade-amount"
            className="field-input amount-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('trade.amountPlaceholder')}
            value={amount}
            onChange={(event) => setAmount(sanitizeAmount(event.target.value, chosen))}
            data-testid="amount-input"
          />
        </div>
        <div className="quick-amounts">
          {QUICK_AMOUNTS.map((value) => (
            <button
              key={value}
              type="button"
              className="quick-amount"
              data-testid={`quick-amount-${value}`}
              onClick={() => setAmount(quickAmount(value, chosen))}
            >
              {value}
            </button>
          ))}
          <button
            type="button"
            className="quick-amount"
            data-testid="quick-amount-all"
            disabled={balance === null}
            onClick={() => balance !== null && setAmount(allAmount(balance, chosen))}
          >
            {t('trade.all')}
          </button>
        </div>
        <p className="field-hint" data-testid="amount-hint">
          {t('trade.range', { min: money(chosen.minAmount), max: money(chosen.maxAmount) })}
        </p>

        <div className="trade-estimate">
          <span>{t('trade.estimatedReturn')}</span>
          <strong data-testid="estimated-return">{estimated === null ? '--' : money(estimated)}</strong>
        </div>

        <button
          type="button"
          className={`button button-block trade-confirm trade-confirm-${direction}`}
          disabled={busy}
          aria-busy={busy}
          data-testid="trade-confirm"
          onClick={confirmPurchase}
        >
          {busy ? t('trade.placing') : t('trade.confirm', { direction: directionText })}
        </button>
        <p className="risk-link-row">
          <RiskDisclosureLink testId="trade-risk-link" />
        </p>
      </div>
    </BottomSheet>
  );
}
