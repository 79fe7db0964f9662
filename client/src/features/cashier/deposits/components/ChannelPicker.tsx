import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { localizedName, type DepositChannelView } from '@tempo/shared';
import { store } from '../../../../app/store';
import { formatMoney } from '../../../../lib/formatMoney';
import { Icon } from '../../../../lib/ui/Icon';

interface ChannelPickerProps {
  channels: readonly DepositChannelView[];
  value: number;
  onChange: (channelId: number) => void;
}

/**
 * The channels as a radio group of cards: the name in the reader's language (SPEC D12), how it pays
 * (bank and its currency, or coin and network) and its limits.
 */
export function ChannelPicker({ channels, value, onChange }: ChannelPickerProps) {
  const { t, i18n } = useTranslation('deposit');
  const { currencySymbol } = useSnapshot(store);
  const labelId = useId();
  return (
    <div className="field">
      <span className="field-label" id={labelId}>
        {t('form.channel')}
      </span>
      <div
        className="deposit-channels"
        role="radiogroup"
        aria-labelledby={labelId}
        data-testid="deposit-channels"
      >
        {channels.map((channel) => {
          const { instructions } = channel;
          return (
            <button
              key={channel.id}
              type="button"
              role="radio"
              aria-checked={channel.id === value}
              className="deposit-channel"
              onClick={() => onChange(channel.id)}
              data-testid={`deposit-channel-${channel.id}`}
              data-kind={instructions.kind}
            >
              <span className="deposit-channel-icon">
                <Icon name={instructions.kind === 'bank' ? 'card' : 'wallet'} size={20} />
              </span>
              <span className="deposit-channel-text">
                <span className="deposit-channel-name" data-testid="deposit-channel-label">
                  {localizedName(channel.names, i18n.language)}
                </span>
                <span className="deposit-channel-kind">
                  {instructions.kind === 'bank'
                    ? [t('form.kinds.bank'), channel.conversion?.currency].filter(Boolean).join(' · ')
                    : t('form.kinds.crypto', { coin: instructions.coin, network: instructions.network })}
                </span>
                <span className="deposit-channel-limits">
                  {t('form.limits', {
                    min: formatMoney(channel.minAmount, currencySymbol),
                    max: formatMoney(channel.maxAmount, currencySymbol),
                  })}
                </span>
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
