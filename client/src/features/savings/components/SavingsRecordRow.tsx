import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { SavingsRecordView } from '@tempo/shared';
import { store } from '../../../app/store';
import { formatDateTime } from '../../../lib/formatDateTime';
import { formatMoney } from '../../../lib/formatMoney';
import { signedAmount } from '../recordFilter';
import { formatSavingsDay } from '../savingsDay';

/** One savings record: what happened, the signed amount, the day it concerns and when it was recorded. */
export function SavingsRecordRow({ record }: { record: SavingsRecordView }) {
  const { t, i18n } = useTranslation('savings');
  const { currencySymbol } = useSnapshot(store);
  const direction = record.amount < 0 ? 'down' : 'up';
  return (
    <li
      className="savings-record"
      data-testid="savings-record"
      data-kind={record.kind}
      data-key={record.key}
      data-amount={record.amount}
      data-day={record.day}
    >
      <div className="savings-record-main">
        <span className="savings-record-kind" data-testid="savings-record-kind">
          {t(`details.kinds.${record.kind}`)}
        </span>
        <span className="savings-record-day" data-testid="savings-record-day">
          {t(`details.days.${record.kind}`, { day: formatSavingsDay(record.day, i18n.language) })}
        </span>
      </div>
      <div className="savings-record-end">
        <strong className={`savings-record-amount ${direction}`} data-testid="savings-record-amount">
          {signedAmount(record.amount, (cents) => formatMoney(cents, currencySymbol))}
        </strong>
        <span className="savings-record-time" data-testid="savings-record-time">
          {formatDateTime(record.createdAt, i18n.language)}
        </span>
      </div>
    </li>
  );
}
