import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { winningPayout, type CountdownOption, type Direction, type ProductView } from '@tempo/shared';
import { PATHS } from '../../../app/paths';
import { refreshProfileQuietly } from '../../../app/balances';
import { store } from '../../../app/store';
import { ApiError } from '../../../lib/apiClient';
import { fillInMessage } from '../../../lib/formErrors';
import { formatMoney } from '../../../lib/formatMoney';
import { toast } from '../../../lib/toast/toast';
import {
  QUICK_AMOUNTS,
  allAmount,
  amountCents,
  checkAmount,
  coversMinimum,
  profitIfRight,
  quickAmount,
  sanitizeAmount,
  type AmountProblem,
} from '../amountRules';
import { RiskDisclosureLink } from '../../content/components/RiskDisclosureLink';
import { placeOrder } from '../api';
import { rememberOpened } from '../orderEvents';
import { PurchaseAttempts } from '../purchaseAttempts';
import { useAccountBalance } from '../useAccountBalance';
import { BottomSheet } from '../../../lib/ui/BottomSheet';
import { lastChoices, rememberChoice } from '../lastChoice';
import { DurationLabel, PayoutRate, payoutPercent } from './labels';

/** One for the app: a purchase retried after its sheet was closed and opened again keeps its key. */
const attempts = new PurchaseAttempts();

/** Why the stake cannot go: a problem of the field, or "All" with a balance under the minimum. */
type StakeProblem = AmountProblem | 'BALANCE_BELOW_MIN';

interface TradeSheetProps {
  product: ProductView;
  direction: Direction;
  onClose: () => void;
}

/**
 * The purchase sheet: countdown, stake within the option's limits, what a right call pays,
 * confirm. Limits, rates and balances are the server's; the sheet only checks against them to
 * name the limit a stake misses before the server refuses it.
 */
export function TradeSheet({ product, direction, onClose }: TradeSheetProps) {
  const { t } = useTranslation();
  const { tradingAccount: account, currencySymbol } = useSnapshot(store);
  const balance = useAccountBalance(account);
  const options = [...product.countdowns].sort((a, b) => a.durationSec - b.durationSec);
  const [durationSec, setDurationSec] = useState(
    () => lastChoices[product.symbol]?.durationSec ?? options[0]?.durationSec ?? 0,
  );
  const [amount, setAmount] = useState(() => lastChoices[product.symbol]?.amount ?? '');
  const [problem, setProblem] = useState<StakeProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const fieldId = useId();

  const option = options.find((candidate) => candidate.durationSec === durationSec) ?? options[0];
  useEffect(() => {
    if (option) rememberChoice(product.symbol, { durationSec: option.durationSec, amount });
  }, [product.symbol, option, amount]);
  if (!option) return null;
  const chosen: CountdownOption = option;

  const money = (cents: number) => formatMoney(cents, currencySymbol);
  const cents = amountCents(amount);
  const estimated = cents === null ? null : winningPayout(cents, chosen.payoutBps);
  const profit = cents === null ? null : profitIfRight(cents, chosen.payoutBps);
  const min = money(chosen.minAmount);
  const max = money(chosen.maxAmount);
  // No order fits the balance: the sheet says so from the start, with the way to more money.
  const balanceTooLow = !coversMinimum(balance, chosen);

  function typeAmount(text: string) {
    setAmount(text);
    setProblem(null);
  }

  function choose(next: CountdownOption) {
    setDurationSec(next.durationSec);
    setAmount((text) => (text === '' ? text : sanitizeAmount(text, next)));
    setProblem(null);
  }

  function takeAll() {
    if (balance === null) return;
    const all = allAmount(balance, chosen);
    if (all === null) setProblem('BALANCE_BELOW_MIN');
    else typeAmount(all);
  }

  function problemText(reason: StakeProblem): string {
    const balanceText = balance === null ? '--' : money(balance);
    switch (reason) {
      case 'EMPTY':
        return fillInMessage([t('trade.amount')]);
      case 'BELOW_MIN':
        return t('trade.belowMin', { min });
      case 'ABOVE_MAX':
        return t('trade.aboveMax', { max });
      case 'INSUFFICIENT_BALANCE':
        return t(account === 'real' ? 'trade.insufficientReal' : 'trade.insufficientDemo', {
          balance: balanceText,
        });
      case 'BALANCE_BELOW_MIN':
        return t('trade.balanceBelowMin', { balance: balanceText, min });
    }
  }

  async function confirmPurchase() {
    // A second tap while the first is on its way does nothing (and would carry the same key).
    if (inFlight.current) return;
    const check = checkAmount(amount, chosen, balance);
    if (!check.ok) return setProblem(check.reason);
    setProblem(null);
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
      // the order: trying the same purchase again sends the same key.
      if (!(error instanceof ApiError && error.code === 'NETWORK_FAILED')) attempts.answered();
      const code = error instanceof ApiError ? error.code : null;
      if (code === 'AMOUNT_OUT_OF_RANGE') {
        setProblem(check.cents < chosen.minAmount ? 'BELOW_MIN' : 'ABOVE_MAX');
      } else if (code === 'INSUFFICIENT_BALANCE') {
        // The balance moved elsewhere (another device, a withdrawal): show the one the server has.
        refreshProfileQuietly();
        setProblem('INSUFFICIENT_BALANCE');
      } else {
        toast(error instanceof Error ? error.message : t('common.requestFailed'));
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const directionText = t(direction === 'up' ? 'trade.buyUp' : 'trade.buyDown');
  const errorId = problem ? `${fieldId}-error` : undefined;
  const hintId = `${fieldId}-hint`;
  const moneyProblem = problem === 'INSUFFICIENT_BALANCE' || problem === 'BALANCE_BELOW_MIN';
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
        {balanceTooLow && <BalanceNote account={account} min={min} />}

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

        <label className="trade-sheet-label" htmlFor={fieldId}>
          {t('trade.amount')}
        </label>
        <div className="amount-field">
          <span className="amount-field-currency">{currencySymbol}</span>
          <input
            id={fieldId}
            className="field-input amount-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('trade.amountPlaceholder')}
            value={amount}
            onChange={(event) => typeAmount(sanitizeAmount(event.target.value, chosen))}
            aria-invalid={problem ? true : undefined}
            aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
            data-testid="amount-input"
            data-min={chosen.minAmount}
            data-max={chosen.maxAmount}
          />
        </div>
        {problem && (
          <p className="field-error" id={errorId} role="alert" data-testid="amount-input-error">
            {problemText(problem)}
          </p>
        )}
        {/* The balance note above has this way out already when no stake at all fits. */}
        {moneyProblem && account === 'real' && !balanceTooLow && (
          <DepositLink testId="amount-error-deposit" />
        )}
        <div className="quick-amounts">
          {QUICK_AMOUNTS.map((value) => (
            <button
              key={value}
              type="button"
              className="quick-amount"
              data-testid={`quick-amount-${value}`}
              onClick={() => typeAmount(quickAmount(value, chosen))}
            >
              {value}
            </button>
          ))}
          <button
            type="button"
            className="quick-amount"
            data-testid="quick-amount-all"
            disabled={balance === null}
            onClick={takeAll}
          >
            {t('trade.all')}
          </button>
        </div>
        <p className="field-hint" id={hintId} data-testid="amount-hint">
          {t('trade.range', { min, max })}
        </p>

        <dl className="trade-terms">
          <div className="trade-estimate">
            <dt data-testid="trade-profit-label">
              {t('trade.profitIfRight', { rate: payoutPercent(chosen.payoutBps) })}
            </dt>
            <dd data-testid="trade-profit">{profit === null ? '--' : `+${money(profit)}`}</dd>
          </div>
          <div className="trade-estimate">
            <dt>{t('trade.estimatedReturn')}</dt>
            <dd data-testid="estimated-return">{estimated === null ? '--' : money(estimated)}</dd>
          </div>
        </dl>

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

/** A balance too small for the option's minimum: the way to a deposit, or to the demo reset. */
function BalanceNote({ account, min }: { account: 'real' | 'demo'; min: string }) {
  const { t } = useTranslation();
  return (
    <p className="trade-balance-note" role="status" data-testid="trade-balance-note">
      {account === 'real' ? (
        <>
          {t('trade.realBelowMin', { min })} <DepositLink testId="trade-deposit-link" />
        </>
      ) : (
        t('trade.demoBelowMin', { min })
      )}
    </p>
  );
}

function DepositLink({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Link href={PATHS.deposit} className="link trade-deposit-link" data-testid={testId}>
      {t('trade.deposit')}
    </Link>
  );
}
