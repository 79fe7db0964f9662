import { useTranslation } from 'react-i18next';

/**
 * A filter of a trader's records that shows every record or those of one value (a ledger kind
 * group, an account type): the tabs that filter this way share it so "all" reads and works alike.
 */
export function AllOrOneSelect<Value extends string>({
  label,
  options,
  value,
  optionLabel,
  onChange,
  testId,
}: {
  label: string;
  options: readonly Value[];
  /** The value shown, or '' for every record. */
  value: Value | '';
  optionLabel(option: Value): string;
  onChange(value: Value | ''): void;
  testId?: string;
}) {
  const { t } = useTranslation('ops');
  return (
    <label className="ops-field">
      <span>{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as Value | '')}
        data-testid={testId}
      >
        <option value="">{t('users.all')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
