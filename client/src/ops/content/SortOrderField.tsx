import { useTranslation } from 'react-i18next';

interface SortOrderFieldProps {
  value: string;
  disabled: boolean;
  testId: string;
  onChange(value: string): void;
}

// Banners and highlights are placed by the same number, typed the same way in both editors.
/** An item's place in its list, as typed (read with parseSortOrder). */
export function SortOrderField({ value, disabled, testId, onChange }: SortOrderFieldProps) {
  const { t } = useTranslation('ops');
  return (
    <label className="ops-field">
      <span>{t('content.order.label')}</span>
      <input
        inputMode="numeric"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </label>
  );
}
