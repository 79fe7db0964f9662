import { useTranslation } from 'react-i18next';
import { convertCents, type ChannelConversionView } from '@tempo/shared';
import { currencyName, formatRate } from '../../../../lib/formatCurrency';
import { currentLocale } from '../../../../lib/i18n/locale';
import { typedCents } from '../depositAmount';
import { ConversionLine } from './ConversionLine';

/**
 * Under the amount of a converting channel, before the request (SPEC D14): what the amount typed
 * comes to in the channel's currency at its rate, rounded up as the server will freeze it; the
 * currency and the rate alone while no amount is typed.
 */
export function ConversionPreview({
  conversion,
  amount,
}: {
  conversion: ChannelConversionView;
  amount: string;
}) {
  const { t } = useTranslation('deposit');
  const cents = typedCents(amount);
  if (cents !== null) {
    return (
      <ConversionLine
        conversion={conversion}
        amount={convertCents(cents, conversion.rate, conversion.digits)}
        testId="deposit-conversion-preview"
      />
    );
  }
  const locale = currentLocale();
  return (
    <p
      className="deposit-conversion"
      data-testid="deposit-conversion-rate"
      data-currency={conversion.currency}
    >
      {t('conversion.channel', {
        currency: currencyName(conversion.currency, locale),
        rate: t('conversion.rate', formatRate(conversion.rate, conversion.currency, locale)),
      })}
    </p>
  );
}
