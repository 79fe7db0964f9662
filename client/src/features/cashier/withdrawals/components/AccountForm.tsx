import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COIN_NETWORKS,
  WITHDRAWAL_COINS,
  type MaskedWithdrawalAccount,
  type WithdrawalAccountBody,
} from '@tempo/shared';
import { ApiError } from '../../../../lib/apiClient';
import { confirm } from '../../../../lib/dialog/confirm';
import type { FieldErrors } from '../../../../lib/formErrors';
import { toast } from '../../../../lib/toast/toast';
import { CountrySelect } from '../../../../lib/ui/CountrySelect';
import { TextField } from '../../../../lib/ui/TextField';
import {
  EMPTY_ACCOUNT_FORM,
  checkAccountForm,
  type AccountFormValues,
  type AccountKind,
} from '../accountForm';
import { bindWithdrawalAccount } from '../api';
import { ChoiceGroup } from './ChoiceGroup';

const KINDS: readonly AccountKind[] = ['bank', 'coin'];

/** The text fields of a bank card, in the order they are asked. */
const BANK_FIELDS = ['bankName', 'branchName', 'branchNumber', 'accountNumber', 'holderName'] as const;

/** The longest text each field takes (the schema's bounds; an account number may carry spaces). */
const MAX_LENGTHS: Record<(typeof BANK_FIELDS)[number] | 'openingAddress', number> = {
  bankName: 100,
  branchName: 100,
  branchNumber: 40,
  accountNumber: 50,
  holderName: 100,
  openingAddress: 200,
};

interface AccountFormProps {
  /** The account is bound: the server's masked view of it. */
  onBound: (account: MaskedWithdrawalAccount) => void;
  /** The server says an account is bound already (from another tab or by customer service). */
  onAlreadyBound: () => void;
}

/** Binds the withdrawal account, once: a bank card or a coin address, confirmed before saving. */
export function AccountForm({ onBound, onAlreadyBound }: AccountFormProps) {
  const { t } = useTranslation('withdrawal');
  const { t: tc } = useTranslation();
  const [values, setValues] = useState<AccountFormValues>(EMPTY_ACCOUNT_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  function change<K extends keyof AccountFormValues>(name: K, value: AccountFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    // The reason under a field goes once the field is edited.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkAccountForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const confirmed = await confirm({
      title: t('account.confirmTitle'),
      message: t('account.confirmMessage'),
      confirmText: tc('common.confirm'),
      cancelText: tc('common.cancel'),
    });
    if (confirmed) await save(checked.body);
  }

  async function save(body: WithdrawalAccountBody) {
    setBusy(true);
    try {
      const { account } = await bindWithdrawalAccount(body);
      toast(t('account.saved'));
      if (account) onBound(account);
      else onAlreadyBound();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'WITHDRAWAL_ACCOUNT_LOCKED') {
        toast(error.message);
        onAlreadyBound();
      } else if (error.code === 'INVALID_WALLET_ADDRESS') {
        setErrors({ address: error.message });
      } else if (error.field && error.field in values) {
        setErrors({ [error.field]: error.message });
      } else {
        toast(error.message);
      }
    } finally {
      setBusy(false);
    }
  }

  const field = (name: (typeof BANK_FIELDS)[number] | 'openingAddress') => ({
    label: t(`account.${name}`),
    placeholder: t(`account.${name}Placeholder`),
    value: values[name],
    onChange: (value: string) => change(name, value),
    error: errors[name],
    maxLength: MAX_LENGTHS[name],
    'data-testid': `account-${name}`,
  });

  return (
    <form className="card form withdrawal-account-form" onSubmit={submit} noValidate data-kind={values.kind}>
      <ChoiceGroup
        label={t('account.type')}
        options={KINDS.map((kind) => ({ value: kind, label: t(`account.kinds.${kind}`) }))}
        value={values.kind}
        onChange={(kind) => {
          change('kind', kind);
          // The other kind's fields are shown now: the reasons under the old ones no longer apply.
          setErrors({});
        }}
        testId="account-kind"
      />
      {values.kind === 'bank' ? (
        <>
          {BANK_FIELDS.map((name) => (
            <TextField key={name} {...field(name)} autoComplete="off" />
          ))}
          <CountrySelect
            label={t('account.nationality')}
            placeholder={t('account.nationalityPlaceholder')}
            value={values.nationality}
            onChange={(code) => change('nationality', code)}
            error={errors.nationality}
            testId="account-nationality"
          />
          <TextField {...field('openingAddress')} autoComplete="street-address" />
        </>
      ) : (
        <>
          <ChoiceGroup
            label={t('account.coin')}
            options={WITHDRAWAL_COINS.map((coin) => ({ value: coin, label: coin }))}
            value={values.coin}
            onChange={(coin) => change('coin', coin)}
            error={errors.coin}
            testId="account-coin"
          />
          <ChoiceGroup
            label={t('account.network')}
            options={COIN_NETWORKS.map((network) => ({ value: network, label: network }))}
            value={values.network}
            onChange={(network) => change('network', network)}
            error={errors.network}
            testId="account-network"
          />
          <TextField
            label={t('account.address')}
            placeholder={t('account.addressPlaceholder')}
            value={values.address}
            onChange={(value) => change('address', value)}
            error={errors.address}
            hint={t(`account.addressHint.${values.network}`)}
            maxLength={100}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            data-testid="account-address"
          />
        </>
      )}
      <p className="withdrawal-form-note">{t('account.bindNote')}</p>
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={busy}
        data-testid="account-save"
      >
        {t('account.save')}
      </button>
    </form>
  );
}
