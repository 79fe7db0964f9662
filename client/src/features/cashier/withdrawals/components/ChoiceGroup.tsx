import { useId } from 'react';

interface ChoiceGroupProps<V extends string> {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  error?: string;
  /** The group's test id; each choice gets `${testId}-${value}`. */
  testId: string;
}

/** A labelled row of segmented choices, one of which is chosen (a radio group drawn as pills). */
export function ChoiceGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  error,
  testId,
}: ChoiceGroupProps<V>) {
  const id = useId();
  return (
    <div className="field">
      <span className="field-label" id={id}>
        {label}
      </span>
      <div
        className="choice-group"
        role="radiogroup"
        aria-labelledby={id}
        data-testid={testId}
        data-value={value}
      >
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={option.value === value}
            className="choice"
            data-testid={`${testId}-${option.value}`}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
