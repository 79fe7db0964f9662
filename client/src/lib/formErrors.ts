import { errorText } from './i18n/errorText';

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

/**
 * Checks form values with the schema the server applies: the parsed values, or the translated
 * reason of each field at fault, so every failing field can say why under itself. The shared
 * schemas carry an error code as each issue's message.
 */
export function checkForm<T>(schema: Schema<T>, value: unknown): CheckedForm<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= errorText(issue.message);
  }
  return { ok: false, errors };
}
