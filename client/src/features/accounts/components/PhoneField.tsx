import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callingCodeOf, phoneCountries, type CountryCode } from '../phoneNumber';

interface PhoneFieldProps {
  label: string;
  /** The number as typed: national ("0912 345 678") or international ("+84 912 345 678"). */
  value: string;
  onChange: (value: string) => void;
  country: CountryCode;
  onCountryChange: (country: CountryCode) => void;
  placeholder?: string;
  hint?: string;
  /** Why the number was refused, shown under it (the input is marked invalid). */
  error?: string;
  /** The input's test id; the country picker takes it with "-country", the error with "-error". */
  testId: string;
}

/**
 * A phone number typed the way its owner dials it at home, with the country beside it: a pill
 * showing the country and its calling code, covered by a transparent native select so that phones
 * open their own list picker.
 */
export function PhoneField({
  label,
  value,
  onChange,
  country,
  onCountryChange,
  placeholder,
  hint,
  error,
  testId,
}: PhoneFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const countries = useMemo(() => phoneCountries(i18n.language), [i18n.language]);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="phone-field">
        <span className="field-input phone-country">
          <span aria-hidden="true">
            {country} {callingCodeOf(country)}
          </span>
          <select
            value={country}
            aria-label={t('registerCheck.phoneCountry')}
            data-testid={`${testId}-country`}
            onChange={(event) => {
              const chosen = countries.find((each) => each.code === event.target.value);
              if (chosen) onCountryChange(chosen.code);
            }}
          >
            {countries.map((each) => (
              <option key={each.code} value={each.code}>
                {each.name} ({each.callingCode})
              </option>
            ))}
          </select>
        </span>
        <input
          id={id}
          className="field-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          data-testid={testId}
        />
      </div>
      {error && (
        <p className="field-error" id={errorId} role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
