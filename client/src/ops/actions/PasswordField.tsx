import { passwordField } from '@tempo/shared';

/** Passwords are 6 to 32 characters (the contract's passwordField); the hints quote these. */
export const PASSWORD_LIMITS = { min: 6, max: 32 } as const;

/** Whether a typed password passes the contract's rule, exactly as typed. */
export function isValidPassword(password: string): boolean {
  return passwordField.safeParse(password).success;
}

/**
 * A new password typed by ops and handed over to its owner: shown as typed, never filled in by the
 * browser, no longer than the contract takes. Shared by the users' and the accounts' password forms.
 */
export function PasswordField({
  label,
  hint,
  value,
  onChange,
  invalid,
  testId,
}: {
  label: string;
  /** The rules and how to hand the password over. */
  hint: string;
  value: string;
  onChange(value: string): void;
  /** Marks what is typed as not a password the server takes. */
  invalid?: boolean;
  testId: string;
}) {
  return (
    <label className="ops-field">
      <span>{label}</span>
      <input
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={value}
        maxLength={PASSWORD_LIMITS.max}
        aria-invalid={invalid}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
      <small>{hint}</small>
    </label>
  );
}
