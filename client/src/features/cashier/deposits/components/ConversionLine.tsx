import { useTranslation } from 'react-i18next';
import type { ChannelConversionView } from '@tempo/shared';
import { formatCurrencyAmount, formatRate } from '../../../../lib/formatCurrency';
import { currentLocale } from '../../../../lib/i18n/locale';

interface ConversionLineProps {
  /** The channel's (before the request) or the request's frozen (after) currency and rate. */
  conversion: ChannelConversionView;
  /** Minor units of the currency to transfer. */
  amount: number | bigint;
  testId: string;
}

/** "You transfer 3.817.575 ₫ at 1 USD = 25.450,5 VND" (SPEC D14), every number in the language's way. */
export function ConversionLine({ conversion, amount, testId }: ConversionLineProps) {
  const { t } = useTranslation('deposit');
  const locale = currentLocale();
  return (
    <p
      className="deposit-conversion"
      data-testid={testId}
      data-currency={conversion.currency}
      data-amount={String(amount)}
      data-rate={conversion.rate}
    >
      {t('conversion.transfer', {
        amount: formatCurrencyAmount(amount, conversion.currency, conversion.digits, locale),
        rate: t('conversion.rate', formatRate(conversion.rate, conversion.currency, locale)),
      })}
    </p>
  );
}
