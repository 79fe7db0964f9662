import { ApiError } from './apiClient';
import { errorText } from './i18n/errorText';
import { i18n } from './i18n/i18n';

/** What a shared zod schema's safeParse answers, without importing zod into the client. */
type SafeParseResult<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } };

interface Schema<T> {
  safeParse(value: unknown): SafeParseResult<T>;
}

/** The reason each refused field was refused, by field name (the first issue of each). */
export type FieldErrors = Partial<Record<string, string>>;

export type CheckedForm<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** The error code of a blank required field (see requiredText in the shared contract). */
const EMPTY = 'EMPTY_VALUE';

/** The first issue's error code of each field at fault, in the order the schema met them. */
function issueCodes<T>(result: SafeParseResult<T>): Map<string, string> {
  const codes = new Map<string, string>();
  if (result.success) return codes;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!codes.has(field)) codes.set(field, issue.message);
  }
  return codes;
}

/**
 * Checks form values with the schema the server applies: the parsed values, or the translated
 * reason of each field at fault, so every failing field can say why under itself. The shared
 * schemas carry an error code as each issue's message.
 */
export function checkForm<T>(schema: Schema<T>, value: unknown): CheckedForm<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const [field, code] of issueCodes(result)) errors[field] = errorText(code);
  return { ok: false, errors };
}

/** "Fill in: Account, Password": the blank fields named by their labels, in the language on screen. */
export function fillInMessage(labels: readonly string[]): string {
  return i18n.t('forms.fillIn', { fields: labels.join(i18n.t('forms.listSeparator')) });
}

export type CheckedLabelledForm<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      errors: FieldErrors;
      /** The blank fields, in the order of the labels (the form's order). */
      empty: string[];
    };

/**
 * checkForm for a form whose fields have labels (field name → label, in the order they appear):
 * a blank field says which it is ("Fill in: Password") rather than "There are empty values", and
 * the blank fields are listed so that one message can name them all (fillInMessage).
 */
export function checkLabelledForm<T>(
  schema: Schema<T>,
  value: unknown,
  labels: Readonly<Record<string, string>>,
): CheckedLabelledForm<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const codes = issueCodes(result);
  const errors: FieldErrors = {};
  for (const [field, code] of codes) {
    const label = labels[field];
    errors[field] = code === EMPTY && label ? fillInMessage([label]) : errorText(code);
  }
  const empty = Object.keys(labels).filter((field) => codes.get(field) === EMPTY);
  return { ok: false, errors, empty };
}

/**
 * The field a server refusal belongs to, when the form has it: the field the server named, else
 * the one `byCode` gives for its error code (WRONG_CREDENTIALS → password). Null for refusals that
 * belong to no field of the form (a closed market, a lost connection): those stay a toast.
 */
export function serverErrorField(
  error: unknown,
  fields: readonly string[],
  byCode: Partial<Record<string, string>> = {},
): string | null {
  if (!(error instanceof ApiError)) return null;
  const field = error.field ?? byCode[error.code];
  return field !== undefined && fields.includes(field) ? field : null;
}
