import { useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { requestWithdrawalBody, type MaskedWithdrawalAccount } from '@tempo/shared';
import { refreshProfileQuietly } from '../../../../app/balances';
import { navigate } from '../../../../app/hashLocation';
import { PATHS } from '../../../../app/paths';
import { store } from '../../../../app/store';
import { ApiError } from '../../../../lib/apiClient';
import { checkForm } from '../../../../lib/formErrors';
import { formatMoney } from '../../../../lib/formatMoney';
import { toast } from '../../../../lib/toast/toast';
import { TextField } from '../../../../lib/ui/TextField';
import { BottomSheet } from '../../../../lib/ui/BottomSheet';
import { accountSummary } from '../accountText';
import { requestWithdrawal } from '../api';
import { withdrawalFee, type FeeRule } from '../withdrawalFee';
import { WithdrawalAttempts } from '../withdrawalAttempts';
// The bottom sheet's own styles.
import '../../../trading/trading.css';

/** One for the app: a request retried after its sheet was closed and opened again keeps its key. */
const attempts = new WithdrawalAttempts();

/** Refusals about the password: shown under its field, the sheet stays open for another try. */
const PASSWORD_ERRORS: ReadonlySet<string> = new Set([
  'WRONG_TRANSACTION_PASSWORD',
  'TOO_MANY_ATTEMPTS',
  'EMPTY_VALUE',
  'INVALID_CHARACTERS',
]);

interface WithdrawConfirmSheetProps {
  /** The amount paid out, in cents. */
  amount: number;
  rule: FeeRule;
  account: MaskedWithdrawalAccount;
  onClose: () => void;
  /** The server refused the withdrawal for a reason the quote shows (hours, count, balance…). */
  onRefused: () => void;
}

/** The last step of a withdrawal: amount, fee, total and account, confirmed with the transaction password. */
export function WithdrawConfirmSheet({
  amount,
  rule,
  account,
  onClose,
  onRefused,
}: WithdrawConfirmSheetProps) {
  const { t } = useTranslation('withdrawal');
  const { currencySymbol } = useSnapshot(store);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A second tap while the first is on its way does nothing.
  const inFlight = useRef(false);

  const money = (cents: number) => formatMoney(cents, currencySymbol);
  const fee = withdrawalFee(amount, rule);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = checkForm(requestWithdrawalBody, { amount, transactionPassword: password });
    if (!checked.ok) {
      setPasswordError(checked.errors.transactionPassword);
      if (!checked.errors.transactionPassword) toast(Object.values(checked.errors)[0] ?? '');
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      await requestWithdrawal(checked.data, attempts.keyFor(amount));
      attempts.answered();
      toast(t('withdraw.submitted'));
      refreshProfileQuietly();
      navigate(PATHS.withdrawalDetails, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Without an answer the outcome is unknown: the retry goes with the same key.
      if (error.status !== 0) attempts.answered();
      if (PASSWORD_ERRORS.has(error.code)) {
        setPasswordError(error.message);
      } else {
        toast(error.message);
        if (error.status !== 0) onRefused();
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <BottomSheet title={t('withdraw.confirmTitle')} onClose={onClose} testId="withdraw-confirm-sheet">
      <form className="withdraw-confirm" onSubmit={submit} noValidate>
        <dl className="detail-list">
          <div className="detail-row">
            <dt>{t('withdraw.amount')}</dt>
            <dd data-testid="withdraw-confirm-amount">{money(amount)}</dd>
          </div>
          <div className="detail-row">
            <dt>{t('withdraw.fee')}</dt>
            <dd data-testid="withdraw-confirm-fee">{money(fee)}</dd>
          </div>
          <div className="detail-row withdrawal-field-strong">
            <dt>{t('withdraw.total')}</dt>
            <dd data-testid="withdraw-confirm-total">{money(amount + fee)}</dd>
          </div>
          <div className="detail-row">
            <dt>{t('withdraw.payTo')}</dt>
            <dd data-testid="withdraw-confirm-account">{accountSummary(account)}</dd>
          </div>
        </dl>
        <div data-testid="withdraw-password-field">
          <TextField
            label={t('withdraw.transactionPassword')}
            placeholder={t('withdraw.transactionPasswordPlaceholder')}
            type="password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setPasswordError(undefined);
            }}
            error={passwordError}
            autoComplete="off"
            autoFocus
            data-testid="withdraw-password"
          />
        </div>
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={busy}
          data-testid="withdraw-confirm"
        >
          {t('withdraw.confirm')}
        </button>
      </form>
    </BottomSheet>
  );
}
