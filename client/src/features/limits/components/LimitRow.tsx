import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { isCountLimit, type LimitView } from '@tempo/shared';
import { store } from '../../../app/store';
import { formatDateTime } from '../../../lib/formatDateTime';
import { formatMoney } from '../../../lib/formatMoney';

interface LimitRowProps {
  limit: LimitView;
  onEdit: () => void;
  onCancelPending: () => void;
}

/** One limit: its value in force (or none), a loosening waiting with when it applies, and its actions. */
export function LimitRow({ limit, onEdit, onCancelPending }: LimitRowProps) {
  const { t, i18n } = useTranslation('limits');
  const { currencySymbol } = useSnapshot(store);
  const show = (value: number | null) =>
    value === null
      ? t('none')
      : isCountLimit(limit.key)
        ? new Intl.NumberFormat(i18n.language).format(value)
        : formatMoney(value, currencySymbol, i18n.language);

  return (
    <li className="limit-row" data-testid={`limit-${limit.key}`}>
      <div className="limit-row-main">
        <span className="limit-row-label">{t(`keys.${limit.key}`)}</span>
        <span className="limit-row-value" data-testid={`limit-${limit.key}-value`}>
          {show(limit.value)}
        </span>
        <button
          type="button"
          className="button button-small button-secondary"
          data-testid={`limit-${limit.key}-edit`}
          onClick={onEdit}
        >
          {t('edit')}
        </button>
      </div>
      {limit.pending && (
        <div className="limit-row-pending" data-testid={`limit-${limit.key}-pending`}>
          <span>
            {limit.pending.value === null
              ? t('pendingRemoval', { date: formatDateTime(limit.pending.appliesAt, i18n.language) })
              : t('pending', {
                  value: show(limit.pending.value),
                  date: formatDateTime(limit.pending.appliesAt, i18n.language),
                })}
          </span>
          <button
            type="button"
            className="link"
            data-testid={`limit-${limit.key}-cancel`}
            onClick={onCancelPending}
          >
            {t('cancelPending')}
          </button>
        </div>
      )}
    </li>
  );
}
