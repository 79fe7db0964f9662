import { useState } from 'react';
import { fillInMessage, type FieldErrors } from '../../lib/formErrors';

export interface FormErrors<F extends string> {
  /** The reason under each field at fault. */
  errors: Partial<Record<F, string>>;
  /** "Fill in: Account, Password" while fields are blank, naming those still blank; else null. */
  emptySummary: string | null;
  /** Shows what a check found: the reasons, and which fields were blank. */
  show: (errors: FieldErrors, empty?: readonly string[]) => void;
  /** Takes a field's reason away once it is edited. */
  clear: (field: F) => void;
}

/**
 * The errors of an accounts form, field by field. `labels` names the fields in the form's order;
 * the summary of blank fields follows it and the language on screen.
 */
export function useFormErrors<F extends string>(labels: Readonly<Record<F, string>>): FormErrors<F> {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [empty, setEmpty] = useState<readonly string[]>([]);
  const blankLabels = (Object.keys(labels) as F[]).filter((field) => empty.includes(field));
  return {
    errors,
    emptySummary: blankLabels.length ? fillInMessage(blankLabels.map((field) => labels[field])) : null,
    show(found, blank = []) {
      setErrors(found as Partial<Record<F, string>>);
      setEmpty(blank);
    },
    clear(field) {
      setErrors((current) => {
        if (!(field in current)) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
      setEmpty((current) => (current.includes(field) ? current.filter((name) => name !== field) : current));
    },
  };
}
