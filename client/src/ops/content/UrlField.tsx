import { CONTENT_LIMITS } from '@tempo/shared';

interface UrlFieldProps {
  label: string;
  value: string;
  disabled: boolean;
  /** What applies while the field is blank. */
  placeholder?: string;
  hint: string;
  testId: string;
  onChange(value: string): void;
}

// A banner's link and the site settings' addresses are one kind of field: a whole-width address,
// as long as the server takes, with a line under it on what it does.
/** A link or image address typed in full, with its hint. */
export function UrlField({ label, value, disabled, placeholder, hint, testId, onChange }: UrlFieldProps) {
  return (
    <label className="ops-field ops-field-wide">
      <span>{label}</span>
      <input
        value={value}
        maxLength={CONTENT_LIMITS.url}
        disabled={disabled}
        inputMode="url"
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
      <small>{hint}</small>
    </label>
  );
}
