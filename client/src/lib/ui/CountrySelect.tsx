import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesIn } from '../countries';

interface CountrySelectProps {
  label: string;
  /** An ISO 3166-1 alpha-2 code, or '' while none is chosen. */
  value: string;
  onChange: (code: string) => void;
  /** The first (empty) choice: "Select your nationality". */
  placeholder: string;
  error?: string;
  testId?: string;
}

/**
 * A country picker: the phone's own list picker (a native select), names in the reader's
 * language, sorted as that language sorts; the value is the ISO code the server expects.
 */
export function CountrySelect({ label, value, onChange, placeholder, error, testId }: CountrySelectProps) {
  const { i18n } = useTranslation();
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const countries = useMemo(() => countriesIn(i18n.language), [i18n.language]);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field-input field-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        data-testid={testId}
      >
        <option value="">{placeholder}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
