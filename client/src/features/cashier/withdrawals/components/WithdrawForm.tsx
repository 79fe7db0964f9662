import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../app/paths';
import { store } from '../../../../app/store';
import { formatMoney } from '../../../../lib/formatMoney';
import type { WithdrawSetup } from '../useWithdrawSetup';
import { amountCents, checkWithdrawAmount, type AmountProblem } from '../withdrawAmount';
import { hoursText, withdrawBlockers } from '../withdrawBlockers';
import { feeRatePercent, withdrawalFee } from '../withdrawalFee';
import { AccountSummaryCard } from './AccountSummaryCard';
import { AmountEntry, type AmountChoice } from './AmountEntry';
import { WithdrawBlockers } from './WithdrawBlockers';
import { WithdrawConfirmSheet } from './WithdrawConfirmSheet';

/** Problems said while typing: more digits only make them worse. The others wait for the button. */
const LIVE_PROBLEMS: ReadonlySet<AmountProblem> = new Set(['ABOVE_MAX', 'INSUFFICIENT_BALANCE']);

interface WithdrawFormProps extends WithdrawSetup {
  /** Loads the quote again (the server refused for a reason it shows). */
  onRefused: () => void;
}

/** The withdraw form: balance, account, amount with its fee and total, limits, and the confirm step. */
export function WithdrawForm({ quote, account, onRefused }: WithdrawFormProps) {
  const { t } = useTranslation('withdrawal');
  const { currencySymbol, userInfo } = useSnapshot(store);
  const [text, setText] = useState('');
  const [choice, setChoice] = useState<AmountChoice>(null);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);

  const money = (cents: number) => formatMoney(cents, currencySymbol);
  // The balance as it moves (socket `balance` events), the quote's until the profile is known.
  const available = userInfo?.balances.available ?? quote.available;
  const hours = hoursText(quote.openMinute, quote.closeMinute);
  const blockers = withdrawBlockers({ ...quote, accountBound: account !== null });
  const blocked = blockers.length > 0;

  const check = checkWithdrawAmount(text, quote, available);
  const cents = amountCents(text);
  const fee = cents === null ? null : withdrawalFee(cents, quote);
  const problem = check.ok ? null : check.problem;
  const shownProblem = problem && (tried || LIVE_PROBLEMS.has(problem)) ? problem : null;
  const problemText: Record<AmountProblem, string> = {
    EMPTY: t('withdraw.enterOther'),
    BELOW_MIN: t('withdraw.belowMin', { min: money(quote.minAmount) }),
    ABOVE_MAX: t('withdraw.aboveMax', { max: money(quote.maxAmount) }),
    INSUFFICIENT_BALANCE: t('withdraw.insufficient'),
  };

  function changeAmount(next: string, nextChoice: AmountChoice) {
    setText(next);
    setChoice(nextChoice);
    setTried(false);
  }

  function openConfirm() {
    setTried(true);
    if (check.ok && !blocked) setConfirming(check.cents);
  }

  const feeRule =
    quote.feeBps > 0
      ? t('withdraw.feeRule', { fixed: money(quote.feeFixed), rate: feeRatePercent(quote.feeBps) })
      : money(quote.feeFixed);

  return (
    <div
      className="withdrawal-page"
      data-testid="withdraw-page"
      data-blocked={blocked}
      data-open={quote.open}
    >
      <section className="card-blue withdraw-balance">
        <span className="withdraw-balance-label">{t('withdraw.available')}</span>
        <strong className="withdraw-balance-value" data-testid="withdraw-available">
          {money(available)}
        </strong>
      </section>

      <WithdrawBlockers blockers={blockers} hours={hours ?? ''} />

      {account && (
        <AccountSummaryCard
          account={account}
          href={PATHS.withdrawalAccountDetail}
          caption={t('withdraw.payTo')}
        />
      )}

      <section className="card withdraw-form">
        <AmountEntry
          text={text}
          choice={choice}
          rules={quote}
          available={available}
          disabled={blocked}
          error={shownProblem ? problemText[shownProblem] : undefined}
          onChange={changeAmount}
        />
        <dl className="detail-list">
          <div className="detail-row">
            <dt>{t('withdraw.fee')}</dt>
            <dd data-testid="withdraw-fee">{fee === null ? '--' : money(fee)}</dd>
          </div>
          <div className="detail-row withdrawal-field-strong">
            <dt>{t('withdraw.total')}</dt>
            <dd data-testid="withdraw-total">{cents === null || fee === null ? '--' : money(cents + fee)}</dd>
          </div>
        </dl>
        <button
          type="button"
          className="button button-primary button-block"
          disabled={blocked}
          onClick={openConfirm}
          data-testid="withdraw-submit"
        >
          {t('withdraw.submit')}
        </button>
      </section>

      <section className="card withdraw-rules">
        <dl className="detail-list">
          <div className="detail-row">
            <dt>{t('withdraw.limits')}</dt>
            <dd data-testid="withdraw-limits">
              {t('withdraw.limitsValue', { min: money(quote.minAmount), max: money(quote.maxAmount) })}
            </dd>
          </div>
          <div className="detail-row">
            <dt>{t('withdraw.fee')}</dt>
            <dd data-testid="withdraw-fee-rule">{feeRule}</dd>
          </div>
          <div className="detail-row">
            <dt>{t('withdraw.countLeft')}</dt>
            <dd data-testid="withdraw-count-left">{quote.countLeftToday}</dd>
          </div>
          <div className="detail-row">
            <dt>{t('withdraw.hours')}</dt>
            <dd data-testid="withdraw-hours">{hours ?? t('withdraw.allDay')}</dd>
          </div>
        </dl>
      </section>

      {confirming !== null && account && (
        <WithdrawConfirmSheet
          amount={confirming}
          rule={quote}
          account={account}
          onClose={() => setConfirming(null)}
          onRefused={() => {
            setConfirming(null);
            onRefused();
          }}
        />
      )}
    </div>
  );
}
