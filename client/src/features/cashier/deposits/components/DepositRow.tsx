import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { localizedName, type DepositView } from '@tempo/shared';
import { store } from '../../../../app/store';
import { formatDateTime } from '../../../../lib/formatDateTime';
import { formatMoney } from '../../../../lib/formatMoney';
import { Icon } from '../../../../lib/ui/Icon';
import { depositPillClass } from '../depositStatus';
import { DepositDetail } from './DepositDetail';

interface DepositRowProps {
  deposit: DepositView;
  expanded: boolean;
  onToggle: () => void;
  onChange: (deposit: DepositView) => void;
}

/** One deposit of the list: amount, channel, date, status and why it failed; tapped, its full detail. */
export function DepositRow({ deposit, expanded, onToggle, onChange }: DepositRowProps) {
  const { t, i18n } = useTranslation('deposit');
  const { currencySymbol } = useSnapshot(store);
  const detailId = `deposit-row-detail-${deposit.id}`;
  return (
    <li
      className="card deposit-list-row"
      data-testid="deposit-row"
      data-id={deposit.id}
      data-status={deposit.status}
      data-expanded={expanded}
    >
      <button
        type="button"
        className="deposit-list-head"
        aria-expanded={expanded}
        aria-controls={detailId}
        onClick={onToggle}
        data-testid="deposit-row-toggle"
      >
        <span className="deposit-list-main">
          <span className="deposit-list-amount" data-testid="deposit-row-amount">
            {formatMoney(deposit.amount, currencySymbol)}
          </span>
          <span className="deposit-list-meta">
            <span data-testid="deposit-row-channel">
              {localizedName(deposit.channelNames, i18n.language)}
            </span>
            <span aria-hidden="true"> · </span>
            <span>{formatDateTime(deposit.createdAt, i18n.language)}</span>
          </span>
        </span>
        <span
          className={depositPillClass(deposit.status)}
          data-testid="deposit-row-status"
          data-status={deposit.status}
        >
          {t(`status.${deposit.status}`)}
        </span>
        <Icon name="chevron" size={18} className="deposit-list-chevron" />
      </button>
      {/* Expanded, the detail says it. */}
      {!expanded && deposit.status === 'rejected' && deposit.rejectReason && (
        <p className="deposit-reason deposit-list-reason" data-testid="deposit-row-reason">
          {t('detail.reason')}: {deposit.rejectReason}
        </p>
      )}
      {expanded && (
        <div id={detailId} className="deposit-list-detail">
          <DepositDetail deposit={deposit} onChange={onChange} />
        </div>
      )}
    </li>
  );
}
