import { useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { requestDepositBody, type DepositChannelView, type DepositView } from '@tempo/shared';
import { store } from '../../../../app/store';
import { ApiError } from '../../../../lib/apiClient';
import { checkForm, type FieldErrors } from '../../../../lib/formErrors';
import { formatMoney } from '../../../../lib/formatMoney';
import { toast } from '../../../../lib/toast/toast';
import { TextField } from '../../../../lib/ui/TextField';
import { requestDeposit } from '../api';
import { checkDepositAmount, sanitizeDepositAmount } from '../depositAmount';
import { DepositAttempts } from '../depositAttempts';
import { ChannelPicker } from './ChannelPicker';
import { ConversionPreview } from './ConversionPreview';

interface DepositFormProps {
  /** The channels that are on; at least one. */
  channels: readonly DepositChannelView[];
  onCreated: (deposit: DepositView) => void;
  /** The server says the chosen channel is off now: the channels are loaded again. */
  onChannelsChanged: () => void;
}

/** Chooses a channel, an amount within its limits and optionally the transaction hash, and asks to deposit. */
export function DepositForm({ channels, onCreated, onChannelsChanged }: DepositFormProps) {
  const { t } = useTranslation('deposit');
  const { t: tc } = useTranslation();
  const { currencySymbol } = useSnapshot(store);
  const [channelId, setChannelId] = useState(channels[0]!.id);
  const [amount, setAmount] = useState('');
  const [txHash, setTxHash] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const attempts = useRef(new DepositAttempts());

  const channel = channels.find((each) => each.id === channelId) ?? channels[0]!;
  const min = formatMoney(channel.minAmount, currencySymbol);
  const max = formatMoney(channel.maxAmount, currencySymbol);

  function chooseChannel(id: number) {
    const next = channels.find((each) => each.id === id);
    if (!next) return;
    setChannelId(id);
    // The new channel's cap applies to what is typed already.
    setAmount((text) => (text ? sanitizeDepositAmount(text, next) : text));
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const amountCheck = checkDepositAmount(amount, channel);
    const checked = checkForm(requestDepositBody, {
      channelId: channel.id,
      amount: amountCheck.ok ? amountCheck.cents : 1,
      txHash: txHash.trim() || undefined,
    });
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (!amountCheck.ok) {
      found.amount = {
        EMPTY: t('form.enterAmount'),
        BELOW_MIN: t('form.belowMin', { min }),
        ABOVE_MAX: t('form.aboveMax', { max }),
      }[amountCheck.reason];
    }
    setErrors(found);
    if (!checked.ok || !amountCheck.ok) return;

    const body = checked.data;
    setBusy(true);
    try {
      const deposit = await requestDeposit(body, attempts.current.keyFor(body));
      attempts.current.answered();
      toast(t('form.submitted'));
      onCreated(deposit);
    } catch (error) {
      // No answer (offline, timed out): the same attempt is retried under the same key.
      if (error instanceof ApiError && error.status !== 0) attempts.current.answered();
      if (error instanceof ApiError && error.code === 'AMOUNT_OUT_OF_RANGE') {
        setErrors({ amount: error.message });
      } else {
        toast(error instanceof Error ? error.message : tc('common.requestFailed'));
        if (error instanceof ApiError && error.code === 'DEPOSIT_CHANNEL_UNAVAILABLE') onChannelsChanged();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form deposit-form" onSubmit={submit} noValidate data-testid="deposit-form">
      <ChannelPicker channels={channels} value={channel.id} onChange={chooseChannel} />
      <TextField
        label={t('form.amount')}
        placeholder={t('form.amountPlaceholder')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(value) => {
          setAmount(sanitizeDepositAmount(value, channel));
          setErrors(({ amount: _, ...rest }) => rest);
        }}
        hint={t('form.amountHint', { min, max })}
        error={errors.amount}
        data-testid="deposit-amount-input"
        data-min={channel.minAmount}
        data-max={channel.maxAmount}
      />
      {channel.conversion && <ConversionPreview conversion={channel.conversion} amount={amount} />}
      <TextField
        label={t('form.txHash')}
        placeholder={t('form.txHashPlaceholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={txHash}
        onChange={(value) => {
          setTxHash(value);
          setErrors(({ txHash: _, ...rest }) => rest);
        }}
        error={errors.txHash}
        data-testid="deposit-tx-hash-input"
      />
      <p className="deposit-note">{t('form.note')}</p>
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={busy}
        data-testid="deposit-submit"
      >
        {t('form.submit')}
      </button>
    </form>
  );
}
