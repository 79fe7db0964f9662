import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { PendingLotView } from '@tempo/shared';
import { store } from '../../../app/store';
import { formatDateTime } from '../../../lib/formatDateTime';
import { formatMoney } from '../../../lib/formatMoney';
import { lotsByConfirmDay } from '../pendingLots';
import { formatSavingsDay } from '../savingsDay';

/** Money moved in and not confirmed yet: each lot with its amount and the day it will be confirmed. */
export function PendingLots({ lots }: { lots: readonly PendingLotView[] }) {
  const { t, i18n } = useTranslation('savings');
  const { currencySymbol } = useSnapshot(store);
  return (
    <section className="card savings-lots" data-testid="savings-lots">
      <h2 className="savings-card-title">{t('overview.pendingTitle')}</h2>
      <ul className="savings-lot-list">
        {lotsByConfirmDay(lots).map((lot) => (
          <li
            key={lot.id}
            className="savings-lot"
            data-testid="savings-lot"
            data-lot-id={lot.id}
            data-confirm-day={lot.confirmDay}
          >
            <div className="savings-lot-main">
              <strong className="savings-lot-amount" data-testid="savings-lot-amount">
                {formatMoney(lot.amount, currencySymbol)}
              </strong>
              <span className="savings-lot-time">
                {t('overview.lotMovedIn', { time: formatDateTime(lot.createdAt, i18n.language) })}
              </span>
            </div>
            <span className="status-pill status-pending" data-testid="savings-lot-confirm-day">
              {t('overview.confirmedOn', { day: formatSavingsDay(lot.confirmDay, i18n.language) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
