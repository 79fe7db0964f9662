import { useTranslation } from 'react-i18next';

interface OrderButtonsProps {
  index: number;
  count: number;
  disabled: boolean;
  onMove(step: -1 | 1): void;
}

/** Moves a row up or down its list. */
export function OrderButtons({ index, count, disabled, onMove }: OrderButtonsProps) {
  const { t } = useTranslation('ops');
  return (
    <span className="ops-order">
      <button
        type="button"
        className="button button-secondary ops-icon-button"
        aria-label={t('content.order.up')}
        title={t('content.order.up')}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
        data-testid="ops-content-move-up"
      >
        ↑
      </button>
      <button
        type="button"
        className="button button-secondary ops-icon-button"
        aria-label={t('content.order.down')}
        title={t('content.order.down')}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
        data-testid="ops-content-move-down"
      >
        ↓
      </button>
    </span>
  );
}
