import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { SAVINGS_TRANSFER_CEILING, type SavingsSummary } from '@tempo/shared';
import { refreshProfileQuietly } from '../../../app/balances';
import { goBack } from '../../../app/hashLocation';
import { PATHS } from '../../../app/paths';
import { store } from '../../../app/store';
import { ApiError } from '../../../lib/apiClient';
import { confirm } from '../../../lib/dialog/confirm';
import { formatMoney } from '../../../lib/formatMoney';
import { toast } from '../../../lib/toast/toast';
import { transferSavings } from '../api';
import { newestLot } from '../pendingLots';
import { formatSavingsDay } from '../savingsDay';
import {
  LIVE_PROBLEMS,
  allAmountText,
  checkTransfer,
  problemOfRefusal,
  sanitizeTransferAmount,
  sourceBalance,
  type TransferDirection,
  type TransferProblem,
} from '../transferAmount';
import { TransferAttempts } from '../transferAttempts';
import { rememberSummary } from '../useSavingsSummary';

/** One for the app: a transfer retried after the page was left and opened again keeps its key. */
const attempts = new TransferAttempts();

/** The cut-off of a move in, in the platform's time zone (DESIGN §5; the rules page shows the server's). */
const CUTOFF = '08:00';

/** How long the success toast stays: it carries the confirmation day, worth the time to read. */
const SUCCESS_TOAST_MS = 3500;

interface TransferFormProps {
  direction: TransferDirection;
  summary: SavingsSummary;
  /** Loads the summary again (the server refused for a reason the figures show). */
  onRefused: () => void;
}

/** The transfer form: the source balance, the amount with "All", the limits, then the confirm step. */
export function TransferForm({ direction, summary, onRefused }: TransferFormProps) {
  const { t, i18n } = useTranslation('savings');
  const { currencySymbol, userInfo } = useSnapshot(store);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  // A refusal of the server, shown under the field until the amount changes.
  const [refusal, setRefusal] = useState<TransferProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // A second tap while the first is on its way does nothing.
  const inFlight = useRef(false);
  const id = useId();
  const errorId = `${id}-error`;

  const money = (cents: number) => formatMoney(cents, currencySymbol);
  // The available balance as it moves (socket `balance` events), the summary's until the profile is known.
  const limits = { ...summary, available: userInfo?.balances.available ?? summary.available };
  const source = sourceBalance(direction, limits);
  const check = checkTransfer(text, direction, limits);
  const problem = refusal ?? (check.ok ? null : check.problem);
  const noneLeft = summary.transfersLeftToday <= 0;
  // With no transfer left the notice above the form says so; the field has nothing to add.
  const shownProblem =
    !noneLeft && problem && (tried || refusal || LIVE_PROBLEMS.has(problem)) ? problem : null;
  const problemText: Record<TransferProblem, string> = {
    EMPTY: t('transfer.problem.EMPTY'),
    BELOW_MIN: t('transfer.problem.BELOW_MIN', { min: money(summary.minTransfer) }),
    ABOVE_MAX: t('transfer.problem.ABOVE_MAX', { max: money(SAVINGS_TRANSFER_CEILING) }),
    NO_TRANSFERS_LEFT: t('transfer.problem.NO_TRANSFERS_LEFT', { perDay: summary.transfersPerDay }),
    INSUFFICIENT_BALANCE: t('transfer.problem.INSUFFICIENT_BALANCE', { balance: money(source) }),
    NOT_TRANSFERABLE: t('transfer.problem.NOT_TRANSFERABLE', { balance: money(source) }),
  };
  const label = direction === 'in' ? t('transfer.amountIn') : t('transfer.amountOut');

  function changeAmount(next: string) {
    setText(next);
    setTried(false);
    setRefusal(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!check.ok || inFlight.current) return;
    const amount = check.cents;
    const confirmed = await confirm({
      title: direction === 'in' ? t('transfer.confirmTitleIn') : t('transfer.confirmTitleOut'),
      message:
        direction === 'in'
          ? t('transfer.confirmMessageIn', { amount: money(amount) })
          : t('transfer.confirmMessageOut', { amount: money(amount) }),
      confirmText: t('transfer.confirm'),
      cancelText: t('transfer.cancel'),
    });
    if (!confirmed || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const result = await transferSavings(direction, amount, attempts.keyFor(direction, amount));
      attempts.answered();
      rememberSummary(result);
      refreshProfileQuietly();
      toast(successText(result, amount), SUCCESS_TOAST_MS);
      goBack(PATHS.money);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Without an answer the outcome is unknown: the retry goes with the same key.
      if (error.status !== 0) attempts.answered();
      const refused = problemOfRefusal(error.code);
      if (refused) setRefusal(refused);
      else toast(error.message);
      if (error.status !== 0) onRefused();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function successText(result: SavingsSummary, amount: number): string {
    if (direction === 'out') return t('transfer.movedOut', { amount: money(amount) });
    const lot = newestLot(result.pendingLots);
    return lot
      ? t('transfer.movedIn', { amount: money(amount), day: formatSavingsDay(lot.confirmDay, i18n.language) })
      : t('transfer.movedInNoDay', { amount: money(amount) });
  }

  return (
    <form
      className="savings-page"
      data-testid="transfer-page"
      data-direction={direction}
      data-blocked={noneLeft}
      onSubmit={submit}
      noValidate
    >
      <section className="card-blue savings-source">
        <span className="savings-source-label">
          {direction === 'in' ? t('transfer.sourceIn') : t('transfer.sourceOut')}
        </span>
        <strong className="savings-source-value" data-testid="transfer-source">
          {money(source)}
        </strong>
      </section>

      {noneLeft && (
        <p className="savings-notice" role="status" data-testid="transfer-none-left">
          {t('transfer.noTransfersLeft')}
        </p>
      )}

      <section className="card savings-form">
        <div className="field">
          <label className="field-label" htmlFor={id}>
            {label}
          </label>
          <div className="savings-amount-box">
            <span className="savings-amount-symbol" aria-hidden="true">
              {currencySymbol}
            </span>
            <input
              id={id}
              className="field-input savings-amount-input"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('transfer.amountPlaceholder', { min: money(summary.minTransfer) })}
              value={text}
              disabled={noneLeft || busy}
              onChange={(event) => changeAmount(sanitizeTransferAmount(event.target.value))}
              aria-invalid={shownProblem ? true : undefined}
              aria-describedby={shownProblem ? errorId : undefined}
              data-testid="transfer-amount"
            />
            <button
              type="button"
              className="savings-all"
              disabled={noneLeft || busy || source <= 0}
              onClick={() => changeAmount(allAmountText(source))}
              data-testid="transfer-all"
            >
              {t('transfer.all')}
            </button>
          </div>
          {shownProblem && (
            <p
              className="field-error"
              id={errorId}
              role="alert"
              data-testid="transfer-amount-error"
              data-problem={shownProblem}
            >
              {problemText[shownProblem]}
            </p>
          )}
        </div>

        <dl className="detail-list">
          <div className="detail-row">
            <dt>{t('transfer.minimum')}</dt>
            <dd data-testid="transfer-minimum">{money(summary.minTransfer)}</dd>
          </div>
          <div className="detail-row">
            <dt>{t('transfer.transfersLeft')}</dt>
            <dd
              data-testid="transfer-transfers-left"
              data-left={summary.transfersLeftToday}
              data-per-day={summary.transfersPerDay}
            >
              {t('transfer.transfersLeftValue', {
                left: summary.transfersLeftToday,
                perDay: summary.transfersPerDay,
              })}
            </dd>
          </div>
        </dl>

        <p className="savings-rule" data-testid="transfer-rule">
          {direction === 'in' ? t('transfer.ruleIn', { cutoff: CUTOFF }) : t('transfer.ruleOut')}
        </p>
        {direction === 'out' && summary.pending > 0 && (
          <p className="savings-rule" data-testid="transfer-pending-note">
            {t('transfer.pendingNote', { amount: money(summary.pending) })}
          </p>
        )}

        <button
          type="submit"
          className="button button-primary button-block"
          disabled={noneLeft || busy}
          data-testid="transfer-submit"
        >
          {direction === 'in' ? t('transfer.submitIn') : t('transfer.submitOut')}
        </button>
        <Link href={PATHS.savingsRules} className="savings-rules-link" data-testid="transfer-rules-link">
          {t('transfer.rulesLink')}
        </Link>
      </section>
    </form>
  );
}
