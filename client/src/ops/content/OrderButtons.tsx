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

interface OrderCellProps extends OrderButtonsProps {
  /** The role may reorder: the buttons show; else the stored number. */
  movable: boolean;
  sortOrder: number;
}

// The banners and the highlights are both lists in an order of their own, kept in the same column.
/** A row's place in an ordered list: buttons to move it, or its number for a role that may not. */
export function OrderCell({ movable, sortOrder, ...buttons }: OrderCellProps) {
  return <td>{movable ? <OrderButtons {...buttons} /> : sortOrder}</td>;
}
