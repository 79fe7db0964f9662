import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { localizedName, type DepositView } from '@tempo/shared';
import { store } from '../../../../app/store';
import { formatDateTime } from '../../../../lib/formatDateTime';
import { formatCurrencyAmount } from '../../../../lib/formatCurrency';
import { formatMoney } from '../../../../lib/formatMoney';
import { depositPillClass } from '../depositStatus';
import { ConversionLine } from './ConversionLine';
import { DetailRow } from './CopyRow';

/**
 * The amount, the status and the facts of one deposit, with the reason when it failed; through a
 * converting channel, what is transferred at the rate of the request (SPEC D14). Once reviewed it
 * keeps the transfer reference (D15), which the instructions show with a copy button before.
 */
export function DepositSummary({ deposit }: { deposit: DepositView }) {
  const { t, i18n } = useTranslation('deposit');
  const { currencySymbol } = useSnapshot(store);
  const { conversion } = deposit;
  return (
    <section className="card deposit-card deposit-summary" data-testid="deposit-summary" data-id={deposit.id}>
      <div className="deposit-summary-head">
        <div>
          <p className="stat-label">{conversion ? t('form.amount') : t('detail.amountToPay')}</p>
          <p className="deposit-summary-amount" data-testid="deposit-amount">
            {formatMoney(deposit.amount, currencySymbol)}
          </p>
        </div>
        <span
          className={depositPillClass(deposit.status)}
          data-testid="deposit-status"
          data-status={deposit.status}
        >
          {t(`status.${deposit.status}`)}
        </span>
      </div>
      {conversion && (
        <ConversionLine conversion={conversion} amount={conversion.amount} testId="deposit-conversion" />
      )}
      {deposit.status === 'rejected' && deposit.rejectReason && (
        <p className="deposit-reason" data-testid="deposit-reason">
          {t('detail.reason')}: {deposit.rejectReason}
        </p>
      )}
      {deposit.status === 'pending' && (
        <p className="deposit-note">
          {conversion
            ? t('conversion.payNote', {
                amount: formatCurrencyAmount(conversion.amount, conversion.currency, conversion.digits),
              })
            : t('detail.payNote')}
        </p>
      )}
      <DetailRow
        label={t('detail.channel')}
        value={localizedName(deposit.channelNames, i18n.language)}
        testId="deposit-channel-name"
      />
      <DetailRow label={t('detail.number')} value={String(deposit.id)} />
      {deposit.reference && deposit.status !== 'pending' && (
        <DetailRow label={t('reference.label')} value={deposit.reference} testId="deposit-reference-kept" />
      )}
      <DetailRow label={t('detail.createdAt')} value={formatDateTime(deposit.createdAt, i18n.language)} />
      {deposit.reviewedAt !== null && (
        <DetailRow label={t('detail.reviewedAt')} value={formatDateTime(deposit.reviewedAt, i18n.language)} />
      )}
    </section>
  );
}
