import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line of help under the input. */
  hint?: string;
  /** Why the value was refused, shown under the input (which is marked invalid). */
  error?: string;
}

/**
 * A labelled text input of the forms; extra props (type, autoComplete, data-testid…) reach the
 * input. The error line takes the input's test id with "-error" after it.
 */
export function TextField({ label, value, onChange, hint, error, ...inputProps }: TextFieldProps) {
  const id = useId();
  const testId = (inputProps as { 'data-testid'?: string })['data-testid'];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        {...inputProps}
      />
      {error && (
        <p
          className="field-error"
          id={errorId}
          role="alert"
          data-testid={testId ? `${testId}-error` : undefined}
        >
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
