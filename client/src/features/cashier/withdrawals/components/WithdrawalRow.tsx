import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { WithdrawalView } from '@tempo/shared';
import { store } from '../../../../app/store';
import { formatDateTime } from '../../../../lib/formatDateTime';
import { formatMoney } from '../../../../lib/formatMoney';
import { accountSummary } from '../accountText';
import { statusPillClass } from '../withdrawalStatus';

/** One withdrawal of the list: amount and status, then fee, account, time, and why it failed. */
export function WithdrawalRow({ withdrawal }: { withdrawal: WithdrawalView }) {
  const { t, i18n } = useTranslation('withdrawal');
  const { currencySymbol } = useSnapshot(store);
  const money = (cents: number) => formatMoney(cents, currencySymbol);
  return (
    <article
      className="card withdrawal-row"
      data-testid="withdrawal-row"
      data-withdrawal-id={withdrawal.id}
      data-status={withdrawal.status}
    >
      <header className="withdrawal-row-head">
        <strong className="withdrawal-row-amount" data-testid="withdrawal-amount">
          {money(withdrawal.amount)}
        </strong>
        <span className={statusPillClass(withdrawal.status)} data-testid="withdrawal-status">
          {t(`list.status.${withdrawal.status}`)}
        </span>
      </header>
      <dl className="detail-list withdrawal-row-fields">
        <div className="detail-row">
          <dt>{t('list.fee')}</dt>
          <dd data-testid="withdrawal-fee">{money(withdrawal.fee)}</dd>
        </div>
        <div className="detail-row">
          <dt>{t('list.account')}</dt>
          <dd data-testid="withdrawal-account">{accountSummary(withdrawal.account)}</dd>
        </div>
        <div className="detail-row">
          <dt>{t('list.time')}</dt>
          <dd data-testid="withdrawal-time">{formatDateTime(withdrawal.createdAt, i18n.language)}</dd>
        </div>
        <div className="detail-row">
          <dt>{t('list.orderNumber')}</dt>
          <dd>{withdrawal.id}</dd>
        </div>
      </dl>
      {withdrawal.status === 'failed' && withdrawal.reason && (
        <p className="withdrawal-row-reason" data-testid="withdrawal-reason">
          <span>{t('list.reason')}</span> {withdrawal.reason}
        </p>
      )}
    </article>
  );
}
