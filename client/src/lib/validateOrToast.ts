import { errorText } from './i18n/errorText';
import { toast } from './toast/toast';

/** What a shared zod schema's safeParse answers, without importing zod into the client. */
type SafeParseResult<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };

interface Schema<T> {
  safeParse(value: unknown): SafeParseResult<T>;
}

/**
 * The parsed form values, or null after toasting the first problem. The shared schemas carry an
 * error code as each issue's message, so the toast is the same text the server would answer with.
 */
export function validateOrToast<T>(schema: Schema<T>, value: unknown): T | null {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  toast(errorText(result.error.issues[0]?.message ?? 'VALIDATION_FAILED'));
  return null;
}
