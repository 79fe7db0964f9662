import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { FundRecordEntry, FundRecordGroup, FundRecordView } from '@tempo/shared';
import { store } from '../../../../app/store';
import { formatDateTime } from '../../../../lib/formatDateTime';
import { formatMoney } from '../../../../lib/formatMoney';
import { Icon, type IconName } from '../../../../lib/ui/Icon';
import {
  bucketLabelKey,
  directionOf,
  groupOfKind,
  kindLabelKey,
  signedMoney,
  sourceLink,
  statePillClass,
  undoneAmount,
} from '../fundRecordKinds';

const GROUP_ICONS: Record<FundRecordGroup, IconName> = {
  deposit: 'deposit',
  withdrawal: 'withdraw',
  order: 'chart',
  adjustment: 'settings',
  savings: 'wallet',
};

/**
 * One thing the trader did with their money: what it was, where it stands, when, and what it did
 * to their balance, signed (money in green, money out red: a withdrawal under review is money out).
 * A tap opens the ledger rows it wrote, and a link to its source when it has a screen.
 */
export function FundRecordRow({ record }: { record: FundRecordView }) {
  const { t, i18n } = useTranslation('records');
  const { currencySymbol } = useSnapshot(store);
  const [expanded, setExpanded] = useState(false);
  const detailId = useId();
  const group = groupOfKind(record.kind);
  const undone = undoneAmount(record);
  const source = sourceLink(record.source);

  return (
    <li
      className="card fund-record"
      data-testid="fund-record"
      data-record-id={record.id}
      data-kind={record.kind}
      data-state={record.state}
      data-source-type={record.source.type}
      data-source-id={record.source.id}
      data-expanded={expanded}
    >
      <button
        type="button"
        className="fund-record-body"
        aria-expanded={expanded}
        aria-controls={detailId}
        onClick={() => setExpanded((open) => !open)}
        data-testid="fund-record-toggle"
      >
        <span className="fund-record-icon" data-group={group ?? 'other'}>
          <Icon name={group ? GROUP_ICONS[group] : 'records'} size={20} />
        </span>
        <span className="fund-record-main">
          <span className="fund-record-kind" data-testid="fund-record-kind">
            {t(`actions.${record.kind}`)}
          </span>
          <span className="fund-record-meta">
            <span className={statePillClass(record.state)} data-testid="fund-record-state">
              {t(`states.${record.state}`)}
            </span>
            <time dateTime={new Date(record.createdAt).toISOString()} data-testid="fund-record-time">
              {formatDateTime(record.createdAt, i18n.language)}
            </time>
          </span>
        </span>
        <span className="fund-record-figures">
          <strong
            className="fund-record-amount"
            data-direction={directionOf(record.amount)}
            data-testid="fund-record-amount"
          >
            {undone === null ? (
              signedMoney(record.amount, currencySymbol)
            ) : (
              <s>{formatMoney(undone, currencySymbol)}</s>
            )}
          </strong>
          {record.bucket !== 'available' && (
            <span className="fund-record-bucket" data-testid="fund-record-bucket" data-bucket={record.bucket}>
              {t(`buckets.${record.bucket}`)}
            </span>
          )}
        </span>
        <Icon name="chevron" size={18} className="fund-record-chevron" />
      </button>
      {expanded && (
        <div id={detailId} className="fund-record-detail" data-testid="fund-record-detail">
          <p className="fund-record-entries-title" id={`${detailId}-title`}>
            {t('entries')}
          </p>
          <ul className="fund-record-entries" aria-labelledby={`${detailId}-title`}>
            {record.entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} currencySymbol={currencySymbol} />
            ))}
          </ul>
          {source && (
            <Link href={source.path} className="fund-record-source" data-testid="fund-record-source">
              {t(`openSource.${source.screen}`)}
              <Icon name="chevron" size={16} />
            </Link>
          )}
        </div>
      )}
    </li>
  );
}

/** One ledger row of a record: which balance moved, how, by how much and when, and its balance after. */
function EntryRow({ entry, currencySymbol }: { entry: FundRecordEntry; currencySymbol: string }) {
  const { t, i18n } = useTranslation('records');
  return (
    <li
      className="fund-record-entry"
      data-testid="fund-record-entry"
      data-entry-id={entry.id}
      data-bucket={entry.bucket}
      data-kind={entry.kind}
    >
      <span className="fund-record-entry-main">
        <span className="fund-record-entry-kind">{t(`kinds.${kindLabelKey(entry.kind)}`)}</span>
        <span className="fund-record-meta">
          <span
            className="fund-record-bucket"
            data-testid="fund-record-entry-bucket"
            data-bucket={entry.bucket}
          >
            {t(`buckets.${bucketLabelKey(entry.bucket)}`)}
          </span>
          <time dateTime={new Date(entry.createdAt).toISOString()}>
            {formatDateTime(entry.createdAt, i18n.language)}
          </time>
        </span>
      </span>
      <span className="fund-record-entry-figures">
        <span className="fund-record-entry-amount" data-testid="fund-record-entry-amount">
          {signedMoney(entry.amount, currencySymbol)}
        </span>
        <span className="fund-record-balance">
          {t('balanceAfter', { amount: formatMoney(entry.balanceAfter, currencySymbol) })}
        </span>
      </span>
    </li>
  );
}
