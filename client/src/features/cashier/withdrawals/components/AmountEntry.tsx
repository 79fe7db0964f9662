import { useId, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { store } from '../../../../app/store';
import { formatMoney } from '../../../../lib/formatMoney';
import { QUICK_AMOUNTS, allAmountText, sanitizeWithdrawAmount, type AmountRules } from '../withdrawAmount';

/** Which way the amount was chosen: a quick amount (whole currency), "other" (typed) or "all". */
export type AmountChoice = number | 'other' | 'all' | null;

interface AmountEntryProps {
  text: string;
  choice: AmountChoice;
  rules: AmountRules;
  /** The available balance in cents, for "All". */
  available: number;
  disabled: boolean;
  error: string | undefined;
  onChange: (text: string, choice: AmountChoice) => void;
}

/** The amount of a withdrawal: quick amounts, "Other amount" (the field) and "All", then the field itself. */
export function AmountEntry({ text, choice, rules, available, disabled, error, onChange }: AmountEntryProps) {
  const { t } = useTranslation('withdrawal');
  const { currencySymbol } = useSnapshot(store);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;

  function chooseOther() {
    onChange('', 'other');
    input.current?.focus();
  }

  return (
    <div className="field withdraw-amount-entry">
      <label className="field-label" htmlFor={id}>
        {t('withdraw.amount')}
      </label>
      <div className="withdraw-chips" role="group" aria-label={t('withdraw.quickAmounts')}>
        {QUICK_AMOUNTS.map((amount) => (
          <Chip
            key={amount}
            id={String(amount)}
            label={formatMoney(amount * 100, currencySymbol).replace(/\.00$/, '')}
            pressed={choice === amount}
            disabled={disabled || amount * 100 < rules.minAmount || amount * 100 > rules.maxAmount}
            onClick={() => onChange(sanitizeWithdrawAmount(String(amount), rules), amount)}
          />
        ))}
        <Chip
          id="other"
          label={t('withdraw.other')}
          pressed={choice === 'other'}
          disabled={disabled}
          onClick={chooseOther}
        />
        <Chip
          id="all"
          label={t('withdraw.all')}
          pressed={choice === 'all'}
          disabled={disabled}
          onClick={() => onChange(allAmountText(available, rules), 'all')}
        />
      </div>
      <div className="withdraw-amount-box">
        <span className="withdraw-amount-symbol" aria-hidden="true">
          {currencySymbol}
        </span>
        <input
          ref={input}
          id={id}
          className="field-input withdraw-amount-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('withdraw.amountPlaceholder')}
          value={text}
          disabled={disabled}
          onChange={(event) => onChange(sanitizeWithdrawAmount(event.target.value, rules), 'other')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="withdraw-amount"
        />
      </div>
      {error && (
        <p className="field-error" id={errorId} role="alert" data-testid="withdraw-amount-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface ChipProps {
  /** Names the chip in its test id: `withdraw-quick-${id}`. */
  id: string;
  label: string;
  pressed: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** One choice of the amount row. */
function Chip({ id, label, pressed, disabled, onClick }: ChipProps) {
  return (
    <button
      type="button"
      className="withdraw-chip"
      aria-pressed={pressed}
      disabled={disabled}
      data-testid={`withdraw-quick-${id}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
