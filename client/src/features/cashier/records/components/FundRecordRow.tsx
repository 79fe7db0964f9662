import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { FundRecordGroup, FundRecordView } from '@tempo/shared';
import { store } from '../../../../app/store';
import { formatDateTime } from '../../../../lib/formatDateTime';
import { formatMoney } from '../../../../lib/formatMoney';
import { Icon, type IconName } from '../../../../lib/ui/Icon';
import { bucketLabelKey, directionOf, groupOfKind, kindLabelKey, sourcePath } from '../fundRecordKinds';

const GROUP_ICONS: Record<FundRecordGroup, IconName> = {
  deposit: 'deposit',
  withdrawal: 'withdraw',
  order: 'chart',
  adjustment: 'settings',
  savings: 'wallet',
};

/**
 * One ledger row: what moved the money and which balance, when, the signed amount (credit green,
 * debit red) and the balance after it. A tap opens its source, when it has a screen.
 */
export function FundRecordRow({ record }: { record: FundRecordView }) {
  const { t, i18n } = useTranslation('records');
  const { currencySymbol } = useSnapshot(store);
  const group = groupOfKind(record.kind);
  const direction = directionOf(record.amount);
  const path = sourcePath(record.source);
  const amount = formatMoney(record.amount, currencySymbol);

  const content = (
    <>
      <span className="fund-record-icon" data-group={group ?? 'other'}>
        <Icon name={group ? GROUP_ICONS[group] : 'records'} size={20} />
      </span>
      <span className="fund-record-main">
        <span className="fund-record-kind" data-testid="fund-record-kind">
          {t(`kinds.${kindLabelKey(record.kind)}`)}
        </span>
        <span className="fund-record-meta">
          <span className="fund-record-bucket" data-testid="fund-record-bucket" data-bucket={record.bucket}>
            {t(`buckets.${bucketLabelKey(record.bucket)}`)}
          </span>
          <time dateTime={new Date(record.createdAt).toISOString()} data-testid="fund-record-time">
            {formatDateTime(record.createdAt, i18n.language)}
          </time>
        </span>
      </span>
      <span className="fund-record-figures">
        <strong className="fund-record-amount" data-direction={direction} data-testid="fund-record-amount">
          {direction === 'credit' ? `+${amount}` : amount}
        </strong>
        <span className="fund-record-balance" data-testid="fund-record-balance">
          {t('balanceAfter', { amount: formatMoney(record.balanceAfter, currencySymbol) })}
        </span>
      </span>
      {path && <Icon name="chevron" size={18} className="fund-record-chevron" />}
    </>
  );

  return (
    <li
      className="card fund-record"
      data-testid="fund-record"
      data-record-id={record.id}
      data-kind={record.kind}
      data-source-type={record.source.type}
      data-source-id={record.source.id}
    >
      {path ? (
        <Link href={path} className="fund-record-body" data-testid="fund-record-open">
          {content}
        </Link>
      ) : (
        <div className="fund-record-body">{content}</div>
      )}
    </li>
  );
}
