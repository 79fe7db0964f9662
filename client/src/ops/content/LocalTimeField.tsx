interface LocalTimeFieldProps {
  label: string;
  /** As the input holds it (see localTime.ts); '' for none. */
  value: string;
  disabled: boolean;
  hint?: string;
  testId: string;
  onChange(value: string): void;
}

// A banner's window and a news item's publishing time are typed the same way: a wall-clock time
// of this device, turned into epoch ms by localTime.ts.
/** A moment typed as a local date and time. */
export function LocalTimeField({ label, value, disabled, hint, testId, onChange }: LocalTimeFieldProps) {
  return (
    <label className="ops-field">
      <span>{label}</span>
      <input
        type="datetime-local"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
      {hint && <small>{hint}</small>}
    </label>
  );
}
